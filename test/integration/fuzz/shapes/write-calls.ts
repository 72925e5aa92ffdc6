/**
 * Every write call under /api/v1 a resident or a visitor can make (docs/api.md; `grep -rn "router\.\(post\|put\|
 * patch\|delete\)" src`), with a path that names something of the right shape. The sign-in calls of their own
 * (the Singpass callback, refresh, sign-out) are fuzzed in identity.fuzz.test.ts. Add a new write call here and
 * to its context's fuzz file.
 */
export const SOME_UUID = '7d0f6a52-6f5f-4a70-9b7e-0d8f3c0e9a11';

export const WRITE_CALLS: ReadonlyArray<readonly [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string]> = [
  // identity (spec 1 §7)
  ['PATCH', '/user'],
  ['PUT', '/email-notifications'],
  ['PUT', '/module-status'],
  ['POST', '/email/generate-verification-code'],
  ['POST', '/email/regenerate-verification-code'],
  ['POST', '/email/verify-email'],
  ['POST', '/user/deactivate-account'],
  ['PATCH', '/user/reactivate-account'],
  ['POST', '/notification/personal'],
  ['PATCH', `/notification/personal/${SOME_UUID}`],
  ['POST', '/notification/todo-acknowledgement'],
  ['POST', '/notification/inbuilt-acknowledgement'],
  ['POST', '/notification/global-acknowledgement'],
  ['POST', '/recommended-action'],
  ['PATCH', `/recommended-action/${SOME_UUID}`],
  ['DELETE', `/recommended-action/${SOME_UUID}`],
  // cashflow and wealth (spec 2 §7)
  ['POST', '/income'],
  ['POST', '/estimated-monthly-expenses'],
  ['POST', '/expense'],
  ['PATCH', '/expense'],
  ['DELETE', '/expense'],
  ['POST', '/loan-repayment'],
  ['POST', '/investment'],
  ['PATCH', `/investment/${SOME_UUID}`],
  ['DELETE', `/investment/${SOME_UUID}`],
  ['POST', '/liability'],
  ['PATCH', `/liability/${SOME_UUID}`],
  ['DELETE', `/liability/${SOME_UUID}`],
  ['PUT', `/liability/${SOME_UUID}/home`],
  ['DELETE', `/liability/${SOME_UUID}/home`],
  ['POST', '/target-monthly-savings'],
  ['PUT', '/total-budget'],
  ['PATCH', '/asset/cpf'],
  ['POST', '/asset/gold'],
  ['PATCH', `/asset/gold/${SOME_UUID}`],
  ['DELETE', `/asset/gold/${SOME_UUID}`],
  // targets (spec 3 §7)
  ['POST', '/goal'],
  ['PATCH', `/goal/${SOME_UUID}`],
  ['DELETE', `/goal/${SOME_UUID}`],
  ['PUT', '/emergency-fund'],
  ['PATCH', '/emergency-fund'],
  ['PUT', '/allocation'],
  // housing (spec 3 §7)
  ['POST', '/housing-plan'],
  ['PATCH', `/housing-plan/${SOME_UUID}`],
  ['DELETE', `/housing-plan/${SOME_UUID}`],
  // investing for beginners (spec 3 §7)
  ['POST', '/investing-for-beginners/guide'],
  ['POST', '/investing-for-beginners/insurance'],
  ['DELETE', `/investing-for-beginners/insurance/${SOME_UUID}`],
  // content (spec 1 §7, spec 3 §7)
  ['POST', '/user-search-query'],
  ['POST', '/article'],
  // data import: Myinfo and bank data (spec 2 §7)
  ['POST', '/myinfo/authorise'],
  ['POST', '/myinfo/token'],
  ['POST', '/myinfo/income-offers'],
  ['POST', '/myinfo/user-data-rejection'],
  ['PATCH', '/myinfo/hdb/ownership/1'],
  ['PUT', `/import-reconciliations/${SOME_UUID}`],
  ['DELETE', '/myinfo/person-basic'],
  ['DELETE', '/myinfo/person'],
  ['POST', '/apim/authorise'],
  ['POST', '/apim/token'],
  ['POST', '/apim/user-data'],
  ['POST', '/apim/user-data-rejection'],
  ['PATCH', '/apim/casa/casa-1'],
  ['PATCH', '/apim/fixed-deposit/fd-1'],
  ['PATCH', '/apim/secured-loan/loan-1'],
  ['PATCH', '/apim/unsecured-loan/loan-2'],
  ['PATCH', '/apim/asset-amount/inv-1'],
  ['PATCH', '/apim/asset-holding/inv-1'],
  ['PATCH', '/apim/asset-holding/balance/inv-1-h'],
  ['PATCH', '/apim/sgx/holding/cdp-1'],
  ['PATCH', '/apim/sgx/holding/balance/cdp-1-b'],
  // data import: bringing back an export of one's data (docs/api.md "POST /import")
  ['POST', '/import?mode=preview'],
  ['POST', '/import?mode=apply'],
];
