/** Loyalty (issue 11): the AstraPay wallet and AstraPoints (§7 loyalty calls). The one entry app.ts uses. */
export { loyaltyRoutes, type LoyaltyOptions } from './routes';
export {
  createHttpProvider,
  createSimulatedProvider,
  SIMULATED_UNKNOWN_SUFFIX,
  WalletProviderError,
  type WalletProvider,
} from './provider';
