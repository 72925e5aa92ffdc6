/**
 * The report's "What you own and owe" section: the totals, the assets by class, each asset and liability with its
 * source, all in S$ at the latest exchange rates.
 */
import { assetMix } from '../../dashboard/area-breakdowns';
import { formatPercent, percentagesOf } from '../../shared/charts/chart-geometry';
import { itemSource, money, NOT_AVAILABLE, sgdText, workedOut } from '../report-format';
import { SECTION_TITLES, type ReportBlock, type ReportInput, type ReportSection } from '../report-shape';

export function assetsSection(input: ReportInput): ReportSection {
  const base = { id: 'assets' as const, title: SECTION_TITLES.assets };
  const finances = input.finances;
  if (!finances || !input.rates || (!finances.monthlyFigures.inputs.wealth && finances.liabilities.length === 0)) {
    return { ...base, headline: NOT_AVAILABLE, hasData: false, blocks: [{ kind: 'paragraph', text: 'Not available yet: add what you own and owe to see your assets and liabilities.' }] };
  }
  const source = workedOut(input.today);
  const totals = finances.totals;
  const mix = assetMix(finances, input.rates);
  const shares = percentagesOf(mix.amounts.map((amount) => amount.value));
  const blocks: ReportBlock[] = [
    {
      kind: 'figures',
      figures: [
        { label: 'Total assets', value: money(totals.totalAssets), source },
        { label: 'Total liabilities', value: money(totals.totalLiabilities), source },
        { label: 'Net worth', value: money(totals.netWorth), source },
        ...(totals.homeValue > 0 ? [{ label: 'Your home (your share)', value: money(totals.homeValue), source }] : []),
        { label: 'Net worth without your home', value: money(totals.netWorthWithoutHome), note: 'Leaves out your home and the loan it secures.', source },
      ],
    },
  ];
  blocks.push(
    mix.amounts.length === 0
      ? { kind: 'paragraph', text: 'You have not added anything you own yet.' }
      : {
          kind: 'table',
          table: {
            caption: 'Assets by class',
            columns: ['Class', 'Value', 'Share'],
            rows: mix.amounts.map((amount, index) => [amount.label, money(amount.value), formatPercent(shares[index]!)]),
            source: 'Your assets, each typed in or imported (sources below), in S$ at the latest exchange rates',
          },
        },
  );
  const listed = ([
    'cashBalanceAssets', 'cashSavingsAssets', 'fixedDepositAssets', 'stockAssets', 'bondAssets', 'unitTrustAssets', 'goldAssets',
    'structuredProductAssets', 'insuranceAssets', 'otherInvestmentAssets', 'otherNonInvestmentAssets', 'propertyAssets',
  ] as const).flatMap((list) => finances[list].map((asset) => ({ asset })));
  const rows = listed.map(({ asset }) => [asset.name, sgdText(asset.totalValueAmount, asset.currency, input.rates), itemSource(finances, asset.id, input.today, asset.lastUpdatedAt)]);
  if (finances.cpfAsset) {
    const cpf = finances.cpfAsset;
    rows.push(['CPF (OA, SA, MA' + (cpf.ra === undefined ? ')' : ', RA)'), money(cpf.oa + cpf.sa + cpf.ma + (cpf.ra ?? 0)), itemSource(finances, cpf.id, input.today)]);
  }
  if (rows.length > 0) blocks.push({ kind: 'table', table: { caption: 'Each asset and its source', columns: ['Asset', 'Value', 'Source'], rows, source: 'A home counts at the whole home\'s value here; the totals count your share' } });
  blocks.push(
    finances.liabilities.length === 0
      ? { kind: 'paragraph', text: 'You have not added any outstanding loans.' }
      : {
          kind: 'table',
          table: {
            caption: 'Liabilities',
            columns: ['Liability', 'Outstanding', 'Source'],
            rows: finances.liabilities.map((liability) => [liability.name, sgdText(liability.amount, liability.ccy, input.rates), itemSource(finances, liability.id, input.today)]),
            source: 'Outstanding balances in S$ at the latest exchange rates',
          },
        },
  );
  if (mix.skipped > 0) blocks.push({ kind: 'paragraph', text: `${mix.skipped} item(s) in a currency without an exchange rate are left out of the assets by class.` });
  return { ...base, headline: `Net worth ${money(totals.netWorth)}`, hasData: true, blocks };
}
