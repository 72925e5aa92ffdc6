import { QueryTypes, type Sequelize } from 'sequelize';
import type { Cents } from '../../../shared-kernel/money.js';
import { firstTimeBuyerOf, newPlanFields, type FeeItem, type HousingPlan, type HousingPlanFields } from '../../domain/housing-plan.js';
import type { HousingPlanRepository } from '../../ports/housing-plan-repository.js';

interface PlanRow {
  id: string;
  /** as stored: plans saved before a field existed lack it (see {@link upgradeFields}) */
  fields: HousingPlanFields;
  last_updated_at: Date;
  /** the day the plan was made, in Singapore ('YYYY-MM-DD') */
  created_day: string;
}

/** The columns every read selects: the fields, and the creation day old plans take as their purchase date. */
const COLUMNS = "id, fields, last_updated_at, to_char(created_at AT TIME ZONE 'Asia/Singapore', 'YYYY-MM-DD') AS created_day";

type LegacyFeeName = 'conveyancingFee' | 'mortgageInsurancePremiums';
/** The spec's fixed conveyancing fee, its default: a plan still carrying it never chose it. */
const SPEC_CONVEYANCING_FEE = 2_000;

/**
 * The spec's fee items under the names of what they are: `conveyancingFee` is the legal fee for the purchase and
 * `mortgageInsurancePremiums` the Home Protection Scheme estimate. The spec's fixed S$20 conveyancing fee and a
 * premium left at 0 ("work it out", then from the legal-fee scale) become today's defaults: worked out from HDB's
 * scale, and the spec's estimate of 17,920 cents a year. Items added since take their defaults.
 */
function upgradeFees(stored: HousingPlanFields['fees'] & Partial<Record<LegacyFeeName, FeeItem>>): HousingPlanFields['fees'] {
  const { conveyancingFee, mortgageInsurancePremiums, ...fees } = stored;
  const defaults = newPlanFields('2000-01-01').fees; // only the fee defaults are used: they do not depend on the date
  return {
    ...defaults,
    ...fees,
    ...(conveyancingFee ? { purchaseLegalFee: conveyancingFee.amount === SPEC_CONVEYANCING_FEE ? { ...conveyancingFee, amount: 0 as Cents } : conveyancingFee } : {}),
    ...(mortgageInsurancePremiums
      ? { homeProtectionPremium: mortgageInsurancePremiums.amount === 0 ? { ...mortgageInsurancePremiums, amount: defaults.homeProtectionPremium.amount } : mortgageInsurancePremiums }
      : {}),
  };
}

/**
 * A stored plan in today's shape (docs/decisions.md "Housing rules as dated tables"): a plan saved before the
 * purchase date existed was bought, as far as its rules go, on the day it was made (not today, so its figures do
 * not move by themselves); before residencies and properties owned, its buyers are citizens owning no other home
 * (what every plan assumed then), and it has no valuation. The spec's fee items are read under the names of what
 * they are (see {@link upgradeFees}).
 */
function upgradeFields(row: PlanRow): HousingPlanFields {
  const stored = row.fields as Partial<HousingPlanFields> & Omit<HousingPlanFields, 'purchaseDate' | 'buyerResidencies' | 'propertiesOwned' | 'flatValuation' | 'buyerAges' | 'remainingLease' | 'workedTwelveMonths' | 'parentsProximity' | 'extendedFamily' | 'flatAnnualValue' | 'buyerHadSubsidy' | 'buyerOwnedPrivateProperty' | 'maritalStatus'>;
  // Before each buyer was asked (docs/decisions.md "Who is buying"): the household's answer stands for every buyer, so
  // the plan means what it meant; private property and marital status not asked yet.
  const unanswered = Array.from({ length: stored.noOfBuyers }, (): boolean | null => null);
  const hadSubsidy = stored.buyerHadSubsidy ?? unanswered.map(() => (stored.firstTimeBuyer === null || stored.firstTimeBuyer === undefined ? null : !stored.firstTimeBuyer));
  return {
    ...stored,
    fees: upgradeFees(stored.fees as HousingPlanFields['fees'] & Partial<Record<LegacyFeeName, FeeItem>>),
    purchaseDate: stored.purchaseDate ?? row.created_day,
    buyerResidencies: stored.buyerResidencies ?? Array.from({ length: stored.noOfBuyers }, () => 'CITIZEN' as const),
    propertiesOwned: stored.propertiesOwned ?? 0,
    flatValuation: stored.flatValuation ?? null,
    // No ages and no lease: the rules that need them say what to enter rather than guess.
    buyerAges: stored.buyerAges ?? [],
    remainingLease: stored.remainingLease ?? null,
    // Not asked before the grants were worked out: each grant then says what to answer.
    workedTwelveMonths: stored.workedTwelveMonths ?? null,
    parentsProximity: stored.parentsProximity ?? null,
    extendedFamily: stored.extendedFamily ?? null,
    // Not asked before the property tax was worked out: the tax stays the resident's own estimate.
    flatAnnualValue: stored.flatAnnualValue ?? null,
    buyerHadSubsidy: hadSubsidy,
    buyerOwnedPrivateProperty: stored.buyerOwnedPrivateProperty ?? unanswered,
    maritalStatus: stored.maritalStatus ?? null,
    firstTimeBuyer: firstTimeBuyerOf(hadSubsidy),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const toPlan = (row: PlanRow): HousingPlan => ({ ...upgradeFields(row), id: row.id, lastUpdatedAt: new Date(row.last_updated_at).toISOString() });

/**
 * Housing plans in PostgreSQL: one row per plan, its fields as JSONB. A plan is always read and written whole and
 * never queried by a field, and the domain checks every field before it is stored.
 */
export class SequelizeHousingPlanRepository implements HousingPlanRepository {
  constructor(private readonly sequelize: Sequelize) {}

  async list(userId: string): Promise<HousingPlan[]> {
    const rows = await this.sequelize.query<PlanRow>(`SELECT ${COLUMNS} FROM housing_plans WHERE user_id = $1 ORDER BY created_at, id`, {
      bind: [userId],
      type: QueryTypes.SELECT,
    });
    return rows.map(toPlan);
  }

  createWithin(userId: string, fields: HousingPlanFields, at: Date, limit: number): Promise<HousingPlan | null> {
    return this.sequelize.transaction(async (transaction) => {
      await this.sequelize.query("SELECT pg_advisory_xact_lock(hashtext('housing_plans'), hashtext($1))", { bind: [userId], transaction });
      const [{ count }] = await this.sequelize.query<{ count: string }>('SELECT count(*) AS count FROM housing_plans WHERE user_id = $1', {
        bind: [userId],
        type: QueryTypes.SELECT,
        transaction,
      }) as [{ count: string }];
      if (Number(count) >= limit) return null;
      // created_at is the database's own clock, so plans list in the order they were made whatever the app clock says.
      const [row] = await this.sequelize.query<PlanRow>(
        `INSERT INTO housing_plans (user_id, fields, created_at, last_updated_at) VALUES ($1, $2::jsonb, clock_timestamp(), $3) RETURNING ${COLUMNS}`,
        { bind: [userId, JSON.stringify(fields), at], type: QueryTypes.SELECT, transaction },
      );
      return toPlan(row!);
    });
  }

  async change(userId: string, id: string, at: Date, decide: (stored: HousingPlanFields) => HousingPlanFields): Promise<HousingPlan | null> {
    if (!UUID.test(id)) return null;
    return this.sequelize.transaction(async (transaction) => {
      // The row lock: a change merges into the plan as the previous change left it (the step pages save separately).
      const [stored] = await this.sequelize.query<PlanRow>(`SELECT ${COLUMNS} FROM housing_plans WHERE user_id = $1 AND id = $2 FOR UPDATE`, {
        bind: [userId, id],
        type: QueryTypes.SELECT,
        transaction,
      });
      if (!stored) return null;
      const { id: _id, lastUpdatedAt: _at, ...fields } = toPlan(stored);
      const [row] = await this.sequelize.query<PlanRow>(
        `UPDATE housing_plans SET fields = $3::jsonb, last_updated_at = $4 WHERE user_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
        { bind: [userId, id, JSON.stringify(decide(fields)), at], type: QueryTypes.SELECT, transaction },
      );
      return toPlan(row!);
    });
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const rows = await this.sequelize.query<{ id: string }>('DELETE FROM housing_plans WHERE user_id = $1 AND id = $2 RETURNING id', {
      bind: [userId, id],
      type: QueryTypes.SELECT,
    });
    return rows.length > 0;
  }
}
