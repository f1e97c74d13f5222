import { isSealedSecret, SealedSecret, SecretsCipher } from '../oauth/secrets-cipher';

/**
 * Seals and opens the secrets a repository must read back (webhook signing secrets), with the
 * server's secrets key, loaded once when first needed.
 */
export class SecretBox {
  private cipher?: Promise<SecretsCipher>;

  constructor(private readonly loadKey: () => Promise<Buffer>) {}

  async seal(name: string, value: string): Promise<SealedSecret> {
    return (await this.ready()).seal(name, value);
  }

  async open(name: string, sealed: unknown): Promise<string> {
    if (!isSealedSecret(sealed)) throw new Error(`The secret "${name}" is not sealed as expected.`);
    return (await this.ready()).openOrThrow<string>(name, sealed);
  }

  private ready(): Promise<SecretsCipher> {
    this.cipher ??= this.loadKey().then((key) => new SecretsCipher(key));
    return this.cipher;
  }
}
