/**
 * Places (§3 Geolocation): provinces, cities and the visitor's chosen city. The one entry other
 * modules and app.ts use; nothing outside this folder imports its files directly.
 */
export { geoRoutes } from './routes';
export { findCity, findProvince } from './service';
