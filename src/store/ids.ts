// Identifiers: sortable UUIDv7 for traceIds and webhook ids, random secrets for keys.
import { randomBytes } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

export const newTraceId = () => uuidv7();
export const newRequestId = () => `req_${uuidv7().replace(/-/g, '')}`;
export const newWebhookId = () => `msg_${uuidv7().replace(/-/g, '')}`;
export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const newSecret = (bytes = 24) => randomBytes(bytes).toString('base64url');
