// A clock tests move by hand (the service takes any Clock; production uses systemClock).
import type { Clock } from '../src/domain/clock.js';

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
