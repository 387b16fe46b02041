// Types of global-setup.js (plain JavaScript: jest loads globalSetup modules untransformed).
export default function checkBundleSources(): void
