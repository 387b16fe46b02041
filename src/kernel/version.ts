// The action's released version. `npm run release -- X.Y.Z` rewrites this line (with package.json and
// CHANGELOG.md); nothing else should. The API client's user agent carries it.
export const VERSION = '0.1.0'
