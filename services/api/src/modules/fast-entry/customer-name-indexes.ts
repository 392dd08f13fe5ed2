import { Injectable } from '@nestjs/common';
import { NameIndex, type NamedRecord } from './reader/name-index';

/** The most customers kept indexed in one process, over all companies; the least recently used company goes first. */
const MAX_INDEXED_CUSTOMERS = 200_000;

interface Kept {
  /** `companies.customer_names_version` the names were read at (loaded ones may be newer still). */
  version: bigint;
  index: Promise<NameIndex>;
  size: number;
}

export interface LoadedNames {
  version: string;
  customers: NamedRecord[];
}

/**
 * Each company's customer names, indexed for Fast Appointment Entry and kept in memory while
 * they are current: a request passes the version it just read and gets the kept index when it
 * is at least that recent, so a company's 10,000 customers are read and indexed once per
 * change, not per sentence. Requests that arrive together share one load.
 */
@Injectable()
export class CustomerNameIndexes {
  private readonly kept = new Map<string, Kept>();

  async current(companyId: string, version: string, load: () => Promise<LoadedNames>): Promise<NameIndex> {
    const wanted = BigInt(version);
    const kept = this.kept.get(companyId);
    if (kept && kept.version >= wanted) {
      // Most recently used last, so eviction takes the first.
      this.kept.delete(companyId);
      this.kept.set(companyId, kept);
      return kept.index;
    }
    const entry: Kept = { version: wanted, size: 0, index: Promise.resolve(new NameIndex([])) };
    entry.index = load().then((loaded) => {
      entry.version = BigInt(loaded.version) > wanted ? BigInt(loaded.version) : wanted;
      entry.size = loaded.customers.length;
      this.evictBeyondLimit();
      return new NameIndex(loaded.customers);
    });
    this.kept.delete(companyId);
    this.kept.set(companyId, entry);
    entry.index.catch(() => {
      if (this.kept.get(companyId) === entry) this.kept.delete(companyId);
    });
    return entry.index;
  }

  private evictBeyondLimit(): void {
    let total = [...this.kept.values()].reduce((sum, entry) => sum + entry.size, 0);
    for (const [companyId, entry] of this.kept) {
      // The most recently used company stays, however large.
      if (total <= MAX_INDEXED_CUSTOMERS || this.kept.size === 1) return;
      this.kept.delete(companyId);
      total -= entry.size;
    }
  }
}
