// A clock tests move by hand (the product's code takes any Clock; only tests need one that stands still).
import type { Clock } from '../src/domain/clock.js';

export { HOUR, MINUTE } from '../src/domain/clock.js';

export class FakeClock implements Clock {
  constructor(private t: number = Date.parse('2026-12-01T00:00:00Z')) {}
  now() {
    return this.t;
  }
  set(iso: string | number) {
    this.t = typeof iso === 'number' ? iso : Date.parse(iso);
  }
  advance(ms: number) {
    this.t += ms;
  }
}
