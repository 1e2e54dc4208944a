/*
 * The contracts of the calls the browser makes itself (lib/call-answer.ts), in one module: the
 * islands import it with import() when first used, so it and zod are one lazy chunk, fetched once
 * for all of them and never part of a page's first load.
 */
// How a call's path and query are written: needed only with a contract, so they come with them.
export { pathOf, queryOf } from '@kemudi/domain/contracts/call';
export { chatCalls } from '@kemudi/domain/contracts/chat';
export { customerCalls } from '@kemudi/domain/contracts/customer';
export { geoCalls } from '@kemudi/domain/contracts/geo';
export { promoCalls } from '@kemudi/domain/contracts/promos';
export { searchCalls } from '@kemudi/domain/contracts/search';
export { siteCalls } from '@kemudi/domain/contracts/site';
