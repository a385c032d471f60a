import { builtInPacks, planProfiles } from '../../criteria';
import { resolveProfile } from '../../lib/criteria/profiles';

describe('built-in plan profiles', () => {
  it('select only variants their packs define', () => {
    const problems: string[] = [];
    for (const profile of Object.values(planProfiles())) {
      for (const [packId, variant] of Object.entries(profile.variants)) {
        const pack = builtInPacks().find((p) => p.id === packId);
        if (!pack) problems.push(`${profile.id}: no pack ${packId}`);
        else if (!pack.variants || !(variant in pack.variants)) problems.push(`${profile.id}: ${packId} has no variant ${variant}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('make every pack variant reachable by a plan id', () => {
    const reachable = new Set(Object.values(planProfiles()).flatMap((p) => Object.entries(p.variants).map(([pack, v]) => `${pack}:${v}`)));
    const variants = builtInPacks().flatMap((pack) => Object.keys(pack.variants ?? {}).map((v) => `${pack.id}:${v}`));
    expect(variants.filter((v) => !reachable.has(v))).toEqual([]);
  });

  it('override one family each, and DEFAULT overrides none', () => {
    expect(planProfiles()['DEFAULT']?.variants).toEqual({});
    for (const profile of Object.values(planProfiles())) if (profile.id !== 'DEFAULT') expect(Object.keys(profile.variants)).toHaveLength(1);
  });

  it('keep the ids the issue names', () => {
    expect(Object.keys(planProfiles())).toEqual(expect.arrayContaining(['DEFAULT', 'SEPSIS3-ONLY', 'AKI-RATIO-ONLY', 'ARF-ABG-REQUIRED', 'OBESITY-BMI40']));
  });
});

describe('resolveProfile', () => {
  it('prefers the deployment plan map, then a profile id in any case, else DEFAULT', () => {
    expect(resolveProfile('ACME-PPO', planProfiles(), { 'ACME-PPO': 'SEPSIS3-ONLY' })).toMatchObject({ profile: { id: 'SEPSIS3-ONLY' }, via: 'plan-map' });
    expect(resolveProfile('heart-failure-np-required', planProfiles())).toMatchObject({ profile: { id: 'HEART-FAILURE-NP-REQUIRED' }, via: 'profile-id' });
    expect(resolveProfile('UNKNOWN-PLAN', planProfiles())).toMatchObject({ profile: { id: 'DEFAULT' }, via: 'default' });
    expect(resolveProfile(undefined, planProfiles())).toMatchObject({ profile: { id: 'DEFAULT' }, via: 'default' });
  });
});
