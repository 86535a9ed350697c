/** Spec section 5 (locations and dates, item, summary) and section 9 bounds, on the wizard's shared schemas. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { itemTypes } from '@/lib/constants';
import {
  createTransportSchema,
  itemSchema,
  itemsSchema,
  locationsSchema,
  summarySchema,
  type CreateTransportInput,
  type ItemInput,
  type LocationsInput,
} from '@/lib/schemas/transport';

// The fixtures' days (2030) lie within the year ahead a request may ask for.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-02T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const locations: LocationsInput = {
  loadingAddress: 'Knez Mihailova 1, Beograd',
  loadingCountry: 'RS',
  loadingLat: 44.8,
  loadingLon: 20.4,
  loadingDate: '2030-03-10',
  loadingFlexible: false,
  deliveryAddress: 'Ferhadija 2, Sarajevo',
  deliveryCountry: 'BA',
  deliveryLat: null,
  deliveryLon: null,
  deliveryDate: '2030-03-12',
  deliveryFlexible: true,
};
const item: ItemInput = {
  description: 'Boxes of books',
  type: 'PARCEL',
  quantity: 2,
  weightKg: 10,
  widthCm: 50,
  heightCm: 40,
  lengthCm: 30,
};
const summary = { title: 'Move my books', deliveryType: 'PRIVATE' as const, description: '', acceptTerms: true as const };
const whole: CreateTransportInput = { ...locations, items: [item], ...summary };

/** The messages of the issues at `path` (empty when that field is valid). */
function messagesAt(schema: z.ZodMiniType, value: unknown, path: PropertyKey[]): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path)).map((issue) => issue.message);
}

describe('the fixtures are valid', () => {
  it.each([
    ['locations', locationsSchema, locations],
    ['item', itemSchema, item],
    ['items', itemsSchema, { items: [item] }],
    ['summary', summarySchema, summary],
    ['whole request', createTransportSchema, whole],
  ] as const)('%s', (_name, schema, value) => {
    expect(schema.safeParse(value).error?.issues).toBeUndefined();
  });
});

describe('locations: addresses', () => {
  describe.each(['loadingAddress', 'deliveryAddress'] as const)('%s', (field) => {
    it('is required', () => {
      expect(messagesAt(locationsSchema, { ...locations, [field]: undefined }, [field])).toEqual(['validation:addressTooShort']);
      expect(messagesAt(locationsSchema, { ...locations, [field]: '' }, [field])).toEqual(['validation:addressTooShort']);
    });

    it('needs at least 5 characters: 4 fail, 5 pass', () => {
      expect(messagesAt(locationsSchema, { ...locations, [field]: 'Nis1' }, [field])).toEqual(['validation:addressTooShort']);
      expect(messagesAt(locationsSchema, { ...locations, [field]: 'Nis 1' }, [field])).toEqual([]);
    });

    it('is counted and stored trimmed', () => {
      expect(messagesAt(locationsSchema, { ...locations, [field]: '   Nis1   ' }, [field])).toEqual(['validation:addressTooShort']);
      const parsed = locationsSchema.parse({ ...locations, [field]: '  Nis 1  ' });
      expect(parsed[field]).toBe('Nis 1');
    });
  });

  it('on the whole request too', () => {
    expect(messagesAt(createTransportSchema, { ...whole, loadingAddress: 'Nis1' }, ['loadingAddress'])).toEqual([
      'validation:addressTooShort',
    ]);
  });
});

describe('locations: dates', () => {
  describe.each(['loadingDate', 'deliveryDate'] as const)('%s', (field) => {
    it.each([null, undefined, ''])('is required: %o → dateRequired', (value) => {
      expect(messagesAt(locationsSchema, { ...locations, [field]: value }, [field])).toContain('validation:dateRequired');
    });

    it('must be a calendar day YYYY-MM-DD', () => {
      for (const value of ['10.03.2030', '2030-3-10', '2030-03-10T00:00:00Z', 'tomorrow']) {
        expect(messagesAt(locationsSchema, { ...locations, [field]: value }, [field]), value).toContain('validation:dateRequired');
      }
    });

    // Spec §5: dates are "required and valid". A day that does not exist must not reach the database
    // (PostgreSQL would refuse it with a 500).
    it('must be a day that exists', () => {
      for (const value of ['2030-02-30', '2030-13-01', '2030-00-10', '2030-04-31']) {
        const other = field === 'loadingDate' ? { deliveryDate: '2030-12-31' } : { loadingDate: '2030-01-01' };
        expect(locationsSchema.safeParse({ ...locations, ...other, [field]: value }).success, value).toBe(false);
      }
    });
  });

  it('refuses a loading date after the delivery date, on deliveryDate', () => {
    const value = { ...locations, loadingDate: '2030-03-13', deliveryDate: '2030-03-12' };
    expect(messagesAt(locationsSchema, value, ['deliveryDate'])).toEqual(['validation:loadingAfterDelivery']);
    expect(messagesAt(createTransportSchema, { ...whole, ...value }, ['deliveryDate'])).toEqual(['validation:loadingAfterDelivery']);
  });

  it('compares as dates across months and years', () => {
    const value = { ...locations, loadingDate: '2030-12-31', deliveryDate: '2031-01-01' };
    expect(locationsSchema.safeParse(value).success).toBe(true);
    expect(messagesAt(locationsSchema, { ...value, loadingDate: '2031-01-02' }, ['deliveryDate'])).toEqual([
      'validation:loadingAfterDelivery',
    ]);
  });

  it('accepts loading and delivery on the same day', () => {
    expect(locationsSchema.safeParse({ ...locations, loadingDate: '2030-03-12', deliveryDate: '2030-03-12' }).success).toBe(true);
    expect(createTransportSchema.safeParse({ ...whole, loadingDate: '2030-03-12', deliveryDate: '2030-03-12' }).success).toBe(true);
  });

  it('flexible flags are booleans and coordinates stay in range', () => {
    expect(locationsSchema.safeParse({ ...locations, loadingFlexible: 'yes' }).success).toBe(false);
    expect(locationsSchema.safeParse({ ...locations, loadingLat: 90.1 }).success).toBe(false);
    expect(locationsSchema.safeParse({ ...locations, deliveryLon: -180.1 }).success).toBe(false);
    expect(locationsSchema.safeParse({ ...locations, loadingLat: -90, loadingLon: 180 }).success).toBe(true);
  });

  it('upper-cases the country code, and takes only a country', () => {
    expect(locationsSchema.parse({ ...locations, loadingCountry: 'rs' }).loadingCountry).toBe('RS');
    expect(locationsSchema.parse({ ...locations, loadingCountry: 'XK' }).loadingCountry).toBe('XK');
    for (const country of ['SRB', 'XX', 'AA', 'EU', 'ZZ']) {
      expect(locationsSchema.safeParse({ ...locations, loadingCountry: country }).success, country).toBe(false);
    }
  });

  it('a place has both its coordinates or neither', () => {
    expect(messagesAt(locationsSchema, { ...locations, loadingLon: null }, ['loadingLat'])).toEqual(['validation:invalidInput']);
    expect(messagesAt(createTransportSchema, { ...whole, deliveryLat: 43.86 }, ['deliveryLat'])).toEqual(['validation:invalidInput']);
    expect(locationsSchema.safeParse({ ...locations, loadingLat: null, loadingLon: null }).success).toBe(true);
  });

  it('asks for days at most a year ahead (from 2 January 2030: 2 January 2031)', () => {
    expect(locationsSchema.safeParse({ ...locations, loadingDate: '2031-01-02', deliveryDate: '2031-01-02' }).success).toBe(true);
    expect(messagesAt(locationsSchema, { ...locations, deliveryDate: '2031-01-03' }, ['deliveryDate'])).toEqual(['validation:dateTooFar']);
    expect(messagesAt(createTransportSchema, { ...whole, loadingDate: '9999-12-30', deliveryDate: '9999-12-31' }, ['loadingDate'])).toEqual(
      ['validation:dateTooFar'],
    );
  });
});

describe('item', () => {
  describe('description', () => {
    it('is required', () => {
      expect(messagesAt(itemSchema, { ...item, description: undefined }, ['description'])).toEqual(['validation:descriptionTooShort']);
      expect(messagesAt(itemSchema, { ...item, description: '' }, ['description'])).toEqual(['validation:descriptionTooShort']);
    });

    it('needs at least 5 characters, trimmed: 4 fail, 5 pass', () => {
      expect(messagesAt(itemSchema, { ...item, description: 'Sofa' }, ['description'])).toEqual(['validation:descriptionTooShort']);
      expect(messagesAt(itemSchema, { ...item, description: '  Sofa  ' }, ['description'])).toEqual(['validation:descriptionTooShort']);
      expect(messagesAt(itemSchema, { ...item, description: 'Sofas' }, ['description'])).toEqual([]);
      expect(itemSchema.parse({ ...item, description: ' Sofas ' }).description).toBe('Sofas');
    });
  });

  describe('type', () => {
    it('is required', () => {
      expect(messagesAt(itemSchema, { ...item, type: undefined }, ['type'])).toEqual(['validation:typeRequired']);
      expect(messagesAt(itemSchema, { ...item, type: '' }, ['type'])).toEqual(['validation:typeRequired']);
    });

    it('is one of the seven types', () => {
      expect([...itemTypes]).toEqual(['PARCEL', 'PET', 'BICYCLE', 'VEHICLE', 'VEHICLE_PART', 'PALLET', 'OTHER']);
      for (const type of itemTypes) expect(messagesAt(itemSchema, { ...item, type }, ['type']), type).toEqual([]);
    });

    it.each(['FURNITURE', 'parcel', 'Pet'])('refuses %s', (type) => {
      expect(messagesAt(itemSchema, { ...item, type }, ['type'])).toEqual(['validation:typeRequired']);
    });
  });

  describe.each(['quantity', 'weightKg', 'widthCm', 'heightCm', 'lengthCm'] as const)('%s', (field) => {
    it('is required: undefined → numberRequired', () => {
      expect(messagesAt(itemSchema, { ...item, [field]: undefined }, [field])).toEqual(['validation:numberRequired']);
    });

    // Spec §5, form helper: an empty number field yields an empty value.
    it.each([null, '', '3'])('is a number: %o → numberRequired', (value) => {
      expect(messagesAt(itemSchema, { ...item, [field]: value }, [field])).toEqual(['validation:numberRequired']);
    });

    it('is at least 1: 0 fails, 1 passes', () => {
      expect(messagesAt(itemSchema, { ...item, [field]: 0 }, [field])).toEqual(['validation:atLeastOne']);
      expect(messagesAt(itemSchema, { ...item, [field]: -5 }, [field])).toEqual(['validation:atLeastOne']);
      expect(messagesAt(itemSchema, { ...item, [field]: 1 }, [field])).toEqual([]);
    });

    it('is finite', () => {
      expect(itemSchema.safeParse({ ...item, [field]: Number.NaN }).success).toBe(false);
      expect(itemSchema.safeParse({ ...item, [field]: Number.POSITIVE_INFINITY }).success).toBe(false);
    });
  });

  it('quantity is a whole number', () => {
    expect(messagesAt(itemSchema, { ...item, quantity: 1.5 }, ['quantity'])).toEqual(['validation:wholeNumber']);
    expect(messagesAt(itemSchema, { ...item, quantity: 3 }, ['quantity'])).toEqual([]);
  });

  it.each(['weightKg', 'widthCm', 'heightCm', 'lengthCm'] as const)('%s may have decimals', (field) => {
    expect(messagesAt(itemSchema, { ...item, [field]: 1.5 }, [field])).toEqual([]);
  });

  it('measures have an upper bound, named in their message (issue 14)', () => {
    expect(messagesAt(itemSchema, { ...item, quantity: 10_001 }, ['quantity'])).toEqual(['validation:quantityTooLarge']);
    expect(messagesAt(itemSchema, { ...item, weightKg: 100_001 }, ['weightKg'])).toEqual(['validation:weightTooLarge']);
    expect(messagesAt(itemSchema, { ...item, lengthCm: 10_001 }, ['lengthCm'])).toEqual(['validation:sizeTooLarge']);
    expect(messagesAt(itemSchema, { ...item, lengthCm: 10_000 }, ['lengthCm'])).toEqual([]);
  });

  it('a too long description says its limit', () => {
    expect(messagesAt(itemSchema, { ...item, description: 'x'.repeat(301) }, ['description'])).toEqual([
      'validation:itemDescriptionTooLong',
    ]);
    expect(messagesAt(summarySchema, { ...summary, description: 'x'.repeat(2001) }, ['description'])).toEqual([
      'validation:detailsTooLong',
    ]);
  });
});

describe('items', () => {
  it('needs at least one item', () => {
    expect(messagesAt(itemsSchema, { items: [] }, ['items'])).toEqual(['validation:itemsRequired']);
    expect(messagesAt(createTransportSchema, { ...whole, items: [] }, ['items'])).toEqual(['validation:itemsRequired']);
    expect(itemsSchema.safeParse({ items: undefined }).success).toBe(false);
  });

  it('reports an invalid item at its index', () => {
    const result = itemsSchema.safeParse({ items: [item, { ...item, widthCm: 0 }] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['items', 1, 'widthCm'], 'validation:atLeastOne']]);
  });

  it('keeps several items in order', () => {
    const second = { ...item, description: 'Bicycle', type: 'BICYCLE' as const };
    expect(itemsSchema.parse({ items: [item, second] }).items.map((entry) => entry.type)).toEqual(['PARCEL', 'BICYCLE']);
  });
});

describe('summary', () => {
  describe('title', () => {
    it('is required', () => {
      expect(messagesAt(summarySchema, { ...summary, title: undefined }, ['title'])).toEqual(['validation:titleTooShort']);
      expect(messagesAt(summarySchema, { ...summary, title: '' }, ['title'])).toEqual(['validation:titleTooShort']);
    });

    it('needs at least 5 characters, trimmed: 4 fail, 5 pass', () => {
      expect(messagesAt(summarySchema, { ...summary, title: 'Move' }, ['title'])).toEqual(['validation:titleTooShort']);
      expect(messagesAt(summarySchema, { ...summary, title: '   Move   ' }, ['title'])).toEqual(['validation:titleTooShort']);
      expect(messagesAt(summarySchema, { ...summary, title: 'Moves' }, ['title'])).toEqual([]);
      expect(summarySchema.parse({ ...summary, title: '  Moves ' }).title).toBe('Moves');
    });
  });

  describe('delivery type', () => {
    it('is required', () => {
      expect(messagesAt(summarySchema, { ...summary, deliveryType: undefined }, ['deliveryType'])).toEqual([
        'validation:deliveryTypeRequired',
      ]);
    });

    it.each(['PRIVATE', 'BUSINESS'])('accepts %s', (deliveryType) => {
      expect(messagesAt(summarySchema, { ...summary, deliveryType }, ['deliveryType'])).toEqual([]);
    });

    it.each(['', 'EXPRESS', 'private'])('refuses %o', (deliveryType) => {
      expect(messagesAt(summarySchema, { ...summary, deliveryType }, ['deliveryType'])).toEqual(['validation:deliveryTypeRequired']);
    });
  });

  describe('terms', () => {
    it.each([false, undefined, 'true'])('must be accepted: %o → termsRequired', (acceptTerms) => {
      expect(messagesAt(summarySchema, { ...summary, acceptTerms }, ['acceptTerms'])).toEqual(['validation:termsRequired']);
      expect(messagesAt(createTransportSchema, { ...whole, acceptTerms }, ['acceptTerms'])).toEqual(['validation:termsRequired']);
    });

    it('true passes', () => {
      expect(messagesAt(summarySchema, { ...summary, acceptTerms: true }, ['acceptTerms'])).toEqual([]);
    });
  });
});

describe('the whole request', () => {
  it('is the three steps together', () => {
    expect(createTransportSchema.parse({ ...whole, title: ' Move my books ' })).toEqual(whole);
  });

  it('reports every step at once', () => {
    const result = createTransportSchema.safeParse({ ...whole, loadingAddress: 'x', items: [], title: 'x', acceptTerms: false });
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['loadingAddress', 'items', 'title', 'acceptTerms']));
  });
});
