// autocannon ships no types; the benches use a small part of it.
declare module 'autocannon';
