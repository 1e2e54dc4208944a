/**
 * The dealer management system (TDMS) behind one interface: the seeded local default and the HTTP
 * adapter (TDMS_BASE_URL). The one entry other modules use; it registers no calls of its own.
 */
export {
  createHttpDealerSystem,
  createSeededDealerSystem,
  dealerSystemFromConfig,
  DEALER_SYSTEM_TIMEOUT_MS,
  DealerSystemError,
  type DealerProfile,
  type DealerRecord,
  type DealerSyncReport,
  type DealerSystem,
  type DealerVehicleRecord,
} from './adapter';
