import { useEffect, useState } from 'react';
import { addressHashInput } from '@/domain/mail-trust';

/** SHA-256 (hex) of a text, with the browser's Web Crypto. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The hash that names this address in a confirmation (the functions compute the same one), or
 * null while it is computed: a confirmation holds only for the address the report gives now.
 */
export function useAddressHash(email: string): string | null {
  const [hashed, setHashed] = useState<{ email: string; hash: string } | null>(null);
  useEffect(() => {
    let current = true;
    void sha256Hex(addressHashInput(email)).then((hash) => {
      if (current) setHashed({ email, hash });
    });
    return () => {
      current = false;
    };
  }, [email]);
  return hashed?.email === email ? hashed.hash : null;
}
