import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { fieldErrors, parseOk } from '../testing/zod.js';
import { occurrenceCancelInput, seriesEditFormToInput } from './series.js';

describe('occurrenceCancelInput', () => {
  it('takes an event id and a real local date within the event years', () => {
    expect(parseOk(occurrenceCancelInput, { id: '12', date: ' 2031-12-14 ' })).toEqual({
      id: 12,
      date: '2031-12-14',
    });
    expect(fieldErrors(occurrenceCancelInput, { id: 12, date: '2031-02-30' })).toEqual({
      date: messages.invalidDate,
    });
    expect(fieldErrors(occurrenceCancelInput, { id: 12, date: '1999-12-31' })).toEqual({
      date: messages.dateOutOfRange,
    });
    expect(fieldErrors(occurrenceCancelInput, { id: 12, date: '2031-12-14\nX' })).toHaveProperty(
      'date',
    );
    expect(fieldErrors(occurrenceCancelInput, { id: 0, date: '2031-12-14' })).toHaveProperty('id');
  });
});

describe('seriesEditFormToInput', () => {
  it('sends nothing for a one-off, the flag alone to stop, the flag and end to keep going', () => {
    expect(seriesEditFormToInput({})).toEqual({});
    expect(seriesEditFormToInput({ isRecurring: false, recurrenceEndDate: '2031-12-14' })).toEqual({
      isRecurring: false,
    });
    expect(seriesEditFormToInput({ isRecurring: true, recurrenceEndDate: '2031-12-14' })).toEqual({
      isRecurring: true,
      recurrenceEndDate: '2031-12-14',
    });
    expect(seriesEditFormToInput({ isRecurring: true })).toEqual({ isRecurring: true });
  });
});
