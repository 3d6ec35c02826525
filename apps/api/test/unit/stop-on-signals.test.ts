import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { STOP_SIGNALS, stopOnSignals } from '../../src/stop-on-signals.ts';

describe('stopOnSignals', () => {
  it('stops once, on the first signal, and keeps listening so later ones meet no default action', () => {
    const signals = new EventEmitter();
    const stops: string[] = [];
    stopOnSignals((signal) => stops.push(signal), signals);
    signals.emit('SIGTERM');
    signals.emit('SIGINT');
    signals.emit('SIGINT');
    expect(stops).toEqual(['SIGTERM']);
    for (const signal of STOP_SIGNALS) expect(signals.listenerCount(signal)).toBe(1);
  });
});
