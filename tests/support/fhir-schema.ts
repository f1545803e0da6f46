import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };

/**
 * The official FHIR R4 JSON schema (tests/fixtures/fhir, see SOURCE.md) compiled once with ajv.
 * The schema is draft-06 and uses the 'id' and 'discriminator' keywords of its generator, so
 * strict mode is off; its regular expressions are not Unicode-flag clean, so unicodeRegExp too.
 */
const { id, ...schema } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../fixtures/fhir/fhir.schema.json'), 'utf8'),
) as { id: string } & Record<string, unknown>;
const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
// ajv-formats is CommonJS: under Node's ESM its plugin is the default export's own `default`.
const formats = (addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats;
formats(ajv);
ajv.addMetaSchema(draft06);
// The file names itself with draft-04's 'id'; ajv 8 reads only '$id' (the file stays as published).
const validate = ajv.compile({ $id: id, ...schema });

/** The schema's errors for a resource (empty when it is valid FHIR R4). */
export function fhirSchemaErrors(resource: unknown): ErrorObject[] {
  return validate(resource) ? [] : [...(validate.errors ?? [])];
}

/** Every reference inside a Bundle resolves to an entry's fullUrl (or to our own image route, for attachments). */
export function unresolvedReferences(bundle: { entry: { fullUrl: string; resource: unknown }[] }): string[] {
  const fullUrls = new Set(bundle.entry.map((e) => e.fullUrl));
  const missing: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'reference' && typeof v === 'string' && !fullUrls.has(v)) missing.push(v);
        else walk(v);
      }
    }
  };
  bundle.entry.forEach((e) => walk(e.resource));
  return missing;
}
