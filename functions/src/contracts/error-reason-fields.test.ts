import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REASON_FIELDS, readReason } from './error-reason-fields';
import { errorReasonSchema } from './error-reasons';

const kindOfSchema = (schema: z.ZodType): string => {
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodArray) return 'array';
  return 'string'; // strings and enums of strings
};

describe('REASON_FIELDS', () => {
  it('is the zod schema of every reason, field for field', () => {
    const fromSchema = Object.fromEntries(
      errorReasonSchema.options.map((option) => {
        const { reason, ...facts } = option.shape;
        return [
          reason.value,
          Object.fromEntries(
            Object.entries(facts).map(([field, schema]) => [field, kindOfSchema(schema)]),
          ),
        ];
      }),
    );
    expect(REASON_FIELDS).toEqual(fromSchema);
  });

  it('reads only details of the right shape', () => {
    expect(readReason({ reason: 'checkoutExpired' })).toEqual({ reason: 'checkoutExpired' });
    expect(
      readReason({ reason: 'seatLimit', limit: '3', companyName: 'A', asker: 'inviter' }),
    ).toBeNull();
    expect(readReason({ reason: 'toString' })).toBeNull();
    expect(readReason({ problem: 'used' })).toBeNull();
    expect(readReason('seatLimit')).toBeNull();
  });
});
