import { describe, expect, it } from 'vitest';
import { adminDirection } from '@/test/fixtures/admin';
import { directionChanges, directionValues } from './direction-changes';

describe('directionChanges', () => {
  const direction = adminDirection({ courseSource: 'manual', manualCourse: '82.85', marginPercent: '1.5' });

  it('finds nothing to send in an untouched form', () => {
    expect(directionChanges(direction, directionValues(direction))).toEqual({ change: {}, problems: {} });
  });

  it('compares numbers as decimals, takes a comma for a point and clears emptied limits with null', () => {
    const values = {
      ...directionValues(direction),
      marginPercent: '1.50',
      manualCourse: '83,1',
      fromMin: '',
      toMax: ' 2500000 ',
      lifetimeMinutes: '45',
      verificationRequired: 'false',
      'notify.ru': '  Внимание  ',
    };
    expect(directionChanges(direction, values)).toEqual({
      change: {
        manualCourse: '83.1',
        fromMin: null,
        toMax: '2500000',
        lifetimeMinutes: 45,
        verificationRequired: false,
        notify: { ru: 'Внимание', en: '' },
      },
      problems: {},
    });
  });

  it('names what cannot be sent', () => {
    const values = {
      ...directionValues(direction),
      manualCourse: '0',
      marginPercent: '1.23456',
      bonus: '-1',
      fromMax: '1e3',
      lifetimeMinutes: '1441',
    };
    expect(directionChanges(direction, values).problems).toEqual({
      manualCourse: 'admin.directions.coursePositive',
      marginPercent: 'admin.directions.percentInvalid',
      bonus: 'admin.directions.bonusInvalid',
      fromMax: 'admin.directions.decimalInvalid',
      lifetimeMinutes: 'admin.directions.lifetimeInvalid',
    });
  });

  it('never sends a manual course for a feed direction', () => {
    const feed = adminDirection();
    const values = { ...directionValues(feed), manualCourse: '1', marginPercent: '0.25' };
    expect(directionChanges(feed, values)).toEqual({ change: { marginPercent: '0.25' }, problems: {} });
  });
});
