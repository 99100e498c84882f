/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hosted Supabase project URL; unset means our own server's `/auth/v1` (same origin). */
  readonly VITE_SUPABASE_URL?: string;
  /** Hosted Supabase anon key; unset means the runtime config's key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
}
