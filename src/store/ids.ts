// Identifiers: sortable UUIDv7 for traceIds and webhook ids, random ids for keys, endpoints and accounts.
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

export const newTraceId = () => uuidv7();
export const newRequestId = () => `req_${uuidv7().replace(/-/g, '')}`;
export const newWebhookId = () => `msg_${uuidv7().replace(/-/g, '')}`;
export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
