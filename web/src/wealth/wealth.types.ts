/** Wire types of the wealth calls (spec 2 §3), from the cashflow-wealth contract, under the names the web code uses. */
export type {
  AssetDto,
  AssetInput,
  AssetKindName,
  AssetKindPath,
  AssetResponse,
  CpfAssetDto,
  CpfAssetResponse,
  DeletedIdResponse,
  EnterOption,
  FullFinancesResponse,
  FxRateDto,
  InsuranceDetails,
  InvestmentSource,
  LatestFxRatesResponse,
  LiabilityCategory,
  LiabilityDto,
  LiabilityInput,
  LiabilityResponse,
  PropertyDetails,
  UpdateCpfAssetRequest,
} from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
export { ASSET_KIND_NAMES } from '../../../src/cashflow-wealth/adapters/http/cashflow-wealth.contract.js';
