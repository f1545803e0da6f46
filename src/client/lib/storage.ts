import type { StoredPractitioner } from '../../contract/auth.ts';
import { PREFERENCE_COOKIES, STORAGE_KEYS } from '../../contract/constants.ts';

/** Browser storage, tolerant of private modes where it throws. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the server session still holds the identity
  }
}

export const storedUserId = {
  get: (): number | null => {
    const v = Number(read(STORAGE_KEYS.userId));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  set: (id: number | null) => write(STORAGE_KEYS.userId, id === null ? null : String(id)),
};

/** The practitioner display record (SPEC §6); the server session, not this, is the identity. */
export const storedPractitioner = {
  get: (): StoredPractitioner | null => {
    const raw = read(STORAGE_KEYS.practitioner);
    if (!raw) return null;
    try {
      const p = JSON.parse(raw) as StoredPractitioner;
      return typeof p.id === 'number' ? p : null;
    } catch {
      return null;
    }
  },
  set: (p: StoredPractitioner | null) =>
    write(STORAGE_KEYS.practitioner, p === null ? null : JSON.stringify(practitionerDisplayRecord(p))),
};

/** The fields of SPEC §6's practitioner display record, and only those. */
export function practitionerDisplayRecord(p: StoredPractitioner): StoredPractitioner {
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    licenseNumber: p.licenseNumber,
    licenseState: p.licenseState,
    accountType: p.accountType,
  };
}

/**
 * A preference the server reads too (decision 0106): a year, the whole site, never sent to
 * another site, and readable by the page (it is no secret).
 */
function writeCookie(name: string, value: string | null): void {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax${secure}`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export const storedTheme = {
  get: () => read(STORAGE_KEYS.theme),
  set: (v: string) => {
    write(STORAGE_KEYS.theme, v);
    writeCookie(PREFERENCE_COOKIES.theme, v);
  },
};

export const storedLocale = {
  get: () => read(STORAGE_KEYS.locale),
  set: (v: string) => {
    write(STORAGE_KEYS.locale, v);
    writeCookie(PREFERENCE_COOKIES.locale, v);
  },
};

/** Copies the stored theme and language into their cookies (they were stored before the cookies existed). */
export function mirrorPreferenceCookies(): void {
  writeCookie(PREFERENCE_COOKIES.theme, storedTheme.get());
  writeCookie(PREFERENCE_COOKIES.locale, storedLocale.get());
}
