/**
 * A plan profile picks, for some packs, one of their plan variants; every pack it does not
 * name stays at its default. Profiles are data, listed in `criteria/profiles.ts`.
 */
export interface PlanProfile {
  readonly id: string;
  readonly says: string;
  /** pack id -> variant name */
  readonly variants: Readonly<Record<string, string>>;
}

export interface ResolvedProfile {
  readonly profile: PlanProfile;
  /** How the plan id led to the profile, for the reasoning and provenance. */
  readonly via: 'plan-map' | 'profile-id' | 'default';
}

/**
 * Resolves a claim's `plan_id`: first the deployment's own map (plan id -> profile id), then a
 * plan id that names a profile itself, else the default profile. Unknown plan ids are normal
 * (every payer has its own) and use the default, which the reasoning names.
 */
export function resolveProfile(
  planId: string | undefined,
  profiles: Readonly<Record<string, PlanProfile>>,
  planMap: Readonly<Record<string, string>> = {},
): ResolvedProfile {
  const fallback = profiles['DEFAULT'];
  if (!fallback) throw new Error('the profile table has no DEFAULT profile');
  if (planId !== undefined) {
    const mapped = planMap[planId];
    const viaMap = mapped !== undefined ? profiles[mapped] : undefined;
    if (viaMap) return { profile: viaMap, via: 'plan-map' };
    const direct = profiles[planId.toUpperCase()];
    if (direct) return { profile: direct, via: 'profile-id' };
  }
  return { profile: fallback, via: 'default' };
}
