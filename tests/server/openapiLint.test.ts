/**
 * The API contract passes Redocly's recommended ruleset with no error and no warning:
 * public calls say `security: []`, examples match their schemas, every tag is described, no
 * component is left unused, the licence is stated. The document linted is the one the server
 * serves and `npm run openapi` writes (every route module registered, through the app).
 */
import { createConfig, lintFromString, type Config, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../server/app';
import { buildOpenApiDocument, openApiJson } from '../../server/openapi';

let config: Config;
beforeAll(async () => {
  config = await createConfig({ extends: ['recommended'] });
});

const lint = (source: string) => lintFromString({ source, absoluteRef: 'openapi.json', config });

/** One line per problem: severity, rule, where, and what Redocly says. */
const listed = (problems: readonly NormalizedProblem[]) =>
  problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);

describe("the API contract under Redocly's recommended rules", () => {
  it('has no error and no warning', async () => {
    const problems = await lint(openApiJson());
    expect(listed(problems), 'corrija el contrato en server/openapi.ts o en el registerOperations de la ruta').toEqual([]);
  });

  it('the rules are really applied: a public call without security and an undescribed tag are reported', async () => {
    type Doc = { paths: Record<string, Record<string, { security?: unknown }>>; tags: { name: string; description?: string }[] };
    const doc = buildOpenApiDocument() as Doc;
    delete doc.paths['/principal/sap/status']!.get!.security;
    delete doc.tags.find((t) => t.name === 'estado')!.description;
    const rules = (await lint(JSON.stringify(doc))).map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'error security-defined #/paths/~1principal~1sap~1status/get',
        expect.stringMatching(/^warn tag-description #\/tags\/\d+/),
      ]),
    );
  });
});
