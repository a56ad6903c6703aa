// An account's webhook endpoints and delivery log through the API (extension): what `reconfirm webhooks list|
// deliveries|redeliver` read and do from an agent's laptop. The database file answers the same on the server.
import { z } from 'zod';
import { envelope, NO_NUL } from './schemas.js';

export const EndpointListQuerySchema = z.object({
  includeRemoved: z.enum(['true', 'false']).optional().transform((v) => v === 'true').meta({ description: 'Also list removed endpoints' }),
});

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    createdAt: z.string(),
    removedAt: z.string().nullable(),
    previousSecretExpiresAt: z.string().nullable().meta({ description: 'While the old secret still signs beside the new one (rotation)' }),
  })
  .meta({ id: 'WebhookEndpoint', description: 'A registered endpoint; never its secrets' });

export const EndpointListResponseSchema = envelope(z.object({ endpoints: z.array(WebhookEndpointSchema) }), 'WebhookEndpointListResponse');

export const DeliveryQuerySchema = z.object({
  failed: z.enum(['true', 'false']).optional().transform((v) => v === 'true').meta({ description: 'Only failing deliveries: parked (FAILED) ones, and those still retrying after failed attempts' }),
  endpoint: z.string().max(100).optional().meta({ description: 'Only deliveries to this endpoint id' }),
  booking: z.string().max(200).refine(...NO_NUL).optional().meta({ description: 'Only deliveries of events about this BookingId' }),
  limit: z.coerce.number().int().min(1).max(1000).default(50).meta({ description: 'Rows on this page, newest first (1-1000, default 50); `total` says how many match' }),
});

export const DeliverySchema = z
  .object({
    id: z.number().int(),
    webhookId: z.string(),
    type: z.string(),
    BookingId: z.string().nullable(),
    endpointId: z.string(),
    url: z.string(),
    status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
    attempts: z.number().int(),
    lastStatus: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    durationMs: z.number().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });

export const DeliveryListResponseSchema = envelope(
  z.object({
    deliveries: z.array(DeliverySchema),
    total: z.number().int().meta({ description: 'Every delivery the filter matches, not only this page' }),
    failed: z.number().int().meta({ description: 'Of those, parked after their last attempt' }),
    retrying: z.number().int().meta({ description: 'Of those, still retrying after failed attempts' }),
    limit: z.number().int(),
  }),
  'WebhookDeliveryListResponse',
);

export const RedeliverRequestSchema = z
  .object({
    ids: z
      .array(z.string().trim().min(1).max(100).refine(...NO_NUL))
      .min(1, 'name at least one delivery (its number) or webhook-id')
      .max(100, 'at most 100 at once')
      .meta({ description: 'Delivery numbers or webhook-ids; a webhook-id re-sends every delivery of that event' }),
  })
  .meta({ id: 'RedeliverRequest' });

export const RedeliverResponseSchema = envelope(
  z.object({ redelivered: z.array(z.object({ deliveryId: z.number().int(), webhookId: z.string(), endpointId: z.string() })) }),
  'RedeliverResponse',
);
