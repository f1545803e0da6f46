import { describe, expect, it } from 'vitest';
import { fhirSchemaErrors } from '../../support/fhir-schema.ts';

describe('the FHIR R4 schema', () => {
  it('accepts a minimal collection Bundle and refuses a Bundle without its type', () => {
    const ok = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        { fullUrl: 'urn:uuid:0a1b2c3d-0000-4000-a000-000000000001', resource: { resourceType: 'Patient', gender: 'female' } },
      ],
    };
    expect(fhirSchemaErrors(ok)).toEqual([]);
    expect(fhirSchemaErrors({ resourceType: 'Bundle', type: 'not-a-type' }).length).toBeGreaterThan(0);
    expect(fhirSchemaErrors({ resourceType: 'Patient', gender: 'femalez' }).length).toBeGreaterThan(0);
  });
});
