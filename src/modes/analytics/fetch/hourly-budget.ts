/** The analytics limit: 100 requests per organization per hour, shared by every analytics endpoint. */
export const ANALYTICS_REQUESTS_PER_HOUR = 100
