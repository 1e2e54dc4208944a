/**
 * The dealer's CRM (issue 13): leads and bookings are queued in crm_outbox inside the transaction
 * that writes them (queueCrm) and delivered by the dispatcher through the CRM adapter with retries
 * until acknowledged. The one entry other modules use.
 */
export { queueCrm, setCrmDelivering, type CrmRecord, type CrmTx } from './service';
export { crmRoutes, type CrmOptions } from './routes';
export { createHttpCrm, crmFromConfig, type CrmAdapter, type CrmDelivery, type CrmOutcome } from './adapter';
export { crmRetryDelaySeconds, dispatchCrmDue, type CrmDispatchOptions, type CrmDispatchResult } from './dispatcher';
