import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, toYaml } from '../../adapters/http/openapi';

describe('docs/openapi.yaml', () => {
  it('is what the request schemas generate (run `npm run openapi` after changing them)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'docs', 'openapi.yaml'), 'utf8');
    expect(committed.split('\n').slice(1).join('\n')).toBe(`${toYaml(buildOpenApiDocument()).replace(/^\n/, '')}\n`);
  });

  it('publishes the spec bounds: POA enum, discharge_status 0..100, limit 1..1000 default 10', () => {
    const doc = JSON.stringify(buildOpenApiDocument());
    const poa = /"present_on_admission":\{"type":"string","enum":(\[[^\]]*\])/.exec(doc);
    expect((JSON.parse(poa![1]!) as string[]).sort()).toEqual(['1', 'N', 'U', 'W', 'Y']);
    expect(doc).toMatch(/"discharge_status":\{"type":"integer","minimum":0,"maximum":100/);
    expect(doc).toMatch(/"limit":\{"default":10,"type":"integer","minimum":1,"maximum":1000/);
    expect(doc).toContain('"name":"SERVICE_KEY"');
  });
});
