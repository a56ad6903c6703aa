// PostgreSQL's clock, in epoch ms, as SQL: leases there are taken, renewed and judged by it (clock_timestamp(), the
// time the statement reads it, not the transaction's start), so instances whose clocks disagree cannot take each
// other's live jobs, or keep a dead one's, by the difference.
export const PG_NOW_MS = 'CAST(floor(extract(epoch from clock_timestamp()) * 1000) AS BIGINT)';
