/** Keyed one-way hash of an NRIC/FIN: lets us match a person's records without ever storing the NRIC. */
export interface NricHasher {
  hash(nric: string): string;
}
