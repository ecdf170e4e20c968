/**
 * Each operation's `operationId` in the API document: the method names a generated client gets
 * (`client.GET` with openapi-fetch, `getCalculatorPair()` with other generators). Written out
 * rather than derived from the path, so that a name never changes by accident; a route without one
 * fails the OpenAPI test (apps/api/test/openapi.test.ts). Keys are the method and the route as
 * declared (`:param`), values unique camelCase verbs + nouns.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // System
  'GET /healthz': 'getHealth',
  'GET /readyz': 'getReadiness',
  'GET /api/v1/calculator/tech/': 'getTechStatus',
  'GET /api/v1/challenge/': 'getHumanCheckChallenge',
  'GET /media/logos/:file': 'getLogo',
  'GET /export/rates.xml': 'getRatesXml',
  'GET /export/rates.json': 'getRatesJson',

  // The calculator
  'GET /api/v1/calculator/': 'listDirections',
  'GET /api/v1/calculator/from/': 'listSendCurrencies',
  'GET /api/v1/calculator/from/:from/': 'listReceiveCurrencies',
  'GET /api/v1/calculator/course/:from/:to/': 'getCalculatorCourse',
  'GET /api/v1/calculator/pair/:from/:to/': 'getCalculatorPair',
  'GET /api/v1/calculator/reserves/': 'listReserves',
  'GET /api/v1/calculator/settings/': 'getCalculatorSettings',
  'GET /api/v1/users/pairs/best': 'listBestPairs',

  // Accounts
  'POST /front-api/auth/login/': 'login',
  'POST /front-api/auth/refresh/': 'refreshToken',
  'GET /front-api/auth/refresh/': 'refreshTokenByGet',
  'POST /front-api/auth/logout/': 'logout',
  'POST /api/v1/users/signup/': 'signUp',
  'POST /api/v1/users/activate/:token/': 'activateAccount',
  'POST /api/v1/users/reactivate/': 'resendActivation',
  'POST /api/v1/users/restore/': 'requestPasswordRestore',
  'POST /api/v1/users/restore/:token/': 'restorePassword',
  'GET /api/v1/users/me/': 'getMe',
  'PATCH /api/v1/users/me/': 'updateMe',
  'GET /api/v1/users/me/claims/': 'listMyClaims',
  'POST /api/v1/users/me/password/': 'changePassword',
  'POST /api/v1/users/me/2fa/': 'startTwoFactor',
  'DELETE /api/v1/users/me/2fa/': 'disableTwoFactor',
  'POST /api/v1/users/me/2fa/confirm/': 'confirmTwoFactor',

  // Programmes: promocodes, referrals, loyalty
  'GET /api/v1/promocodes/:code/': 'getPromocode',
  'GET /api/v1/users/me/promocodes/': 'listMyPromocodes',
  'GET /api/v1/users/refferal/terms/': 'getReferralTerms',
  'GET /api/v1/users/me/refferal/': 'getMyReferral',
  'GET /api/v1/users/me/refferal/dw/': 'listMyReferralMovements',
  'GET /api/v1/users/me/refferal/currencies/': 'listReferralPayoutCurrencies',
  'GET /api/v1/users/me/refferal/withdrawal/': 'listMyReferralWithdrawals',
  'POST /api/v1/users/me/refferal/withdrawal/': 'createReferralWithdrawal',
  'GET /api/v1/users/me/loyalty/': 'getMyLoyalty',

  // Claims
  'POST /api/v1/claim/': 'createClaim',
  'POST /api/v1/claim/lookup/': 'lookUpClaim',
  'GET /api/v1/claim/:id/form/': 'getClaimForm',
  'GET /api/v1/claim/:id/requisite/': 'getClaimRequisite',
  'GET /api/v1/claim/:id/status/': 'getClaimStatus',
  'POST /api/v1/claim/:id/confirm/': 'confirmClaim',
  'POST /api/v1/claim/:id/cancel/': 'cancelClaim',
  'GET /api/v1/claim/:id/verification/': 'getClaimVerification',
  'POST /api/v1/claim/:id/verification/': 'uploadClaimVerification',

  // Public content
  'GET /api/v1/content/pages/:slug/': 'getContentPage',
  'GET /api/v1/content/news/': 'listNews',
  'GET /api/v1/content/news/:slug/': 'getNewsArticle',
  'GET /api/v1/content/faq/': 'listFaq',
  'GET /api/v1/contacts/': 'getContacts',
  'POST /api/v1/contacts/': 'sendContactMessage',
  'GET /api/v1/cash/': 'listCashOffices',
  'GET /api/v1/contest/': 'getContest',
  'GET /api/v1/shops/': 'listShops',

  // The seller's shop
  'GET /api/v1/users/me/shop/': 'getMyShop',
  'POST /api/v1/users/me/shop/': 'openShop',
  'PATCH /api/v1/users/me/shop/': 'updateMyShop',
  'POST /api/v1/users/me/shop/invoices/': 'createShopPaymentLink',
  'GET /api/v1/users/me/shop/balance/': 'getShopBalance',
  'GET /api/v1/users/me/shop/ledger/': 'listShopLedger',
  'POST /api/v1/users/me/shop/withdrawal/': 'createShopWithdrawal',
  'GET /api/v1/users/me/shop/sales/': 'listShopSales',
  'GET /api/v1/users/me/shop/sales.csv': 'exportShopSales',
  'GET /api/v1/users/me/shop/statistics/': 'getShopStatistics',
  'GET /api/v1/users/me/shop/webhooks/': 'listShopWebhookDeliveries',
  'GET /api/v1/users/me/shop/keys/': 'listShopApiKeys',
  'POST /api/v1/users/me/shop/keys/': 'createShopApiKey',
  'DELETE /api/v1/users/me/shop/keys/:id/': 'revokeShopApiKey',

  // The merchant API and the buyer's invoice
  'POST /api/v1/merchant/invoices/': 'createInvoice',
  'GET /api/v1/merchant/invoices/': 'listInvoices',
  'GET /api/v1/merchant/invoices/:id/': 'getInvoice',
  'GET /api/v1/invoices/:id/': 'getPublicInvoice',

  // The back office: claims
  'GET /admin/api/claims/': 'adminListClaims',
  'GET /admin/api/claims/:id/': 'adminGetClaim',
  'POST /admin/api/claims/:id/requisites/': 'adminRevealClaimRequisites',
  'POST /admin/api/claims/:id/actions/': 'adminActOnClaim',
  'GET /admin/api/claims/:id/documents/:documentId/': 'adminGetClaimDocument',

  // The back office: people, withdrawals, audit
  'GET /admin/api/users/': 'adminListUsers',
  'PATCH /admin/api/users/:id/': 'adminUpdateUser',
  'GET /admin/api/withdrawals/': 'adminListReferralWithdrawals',
  'POST /admin/api/withdrawals/:id/decision/': 'adminDecideReferralWithdrawal',
  'GET /admin/api/audit/': 'adminListAudit',
  'GET /admin/api/audit/chain/': 'adminVerifyAuditChain',

  // The back office: catalogue
  'GET /admin/api/catalogue/currencies/': 'adminListCurrencies',
  'POST /admin/api/catalogue/currencies/': 'adminCreateCurrency',
  'GET /admin/api/catalogue/cities/': 'adminListCities',
  'POST /admin/api/catalogue/logos/': 'adminUploadLogo',
  'GET /admin/api/catalogue/currencies/:id/': 'adminGetCurrency',
  'PATCH /admin/api/catalogue/currencies/:id/': 'adminUpdateCurrency',
  'POST /admin/api/catalogue/currencies/:id/reserve/': 'adminSetReserve',
  'GET /admin/api/catalogue/currencies/:id/reserve/': 'adminListReserveMovements',
  'GET /admin/api/catalogue/directions/': 'adminListDirections',
  'POST /admin/api/catalogue/directions/': 'adminCreateDirection',
  'PATCH /admin/api/catalogue/directions/:id/': 'adminUpdateDirection',
  'GET /admin/api/catalogue/directions/export/': 'adminExportDirections',
  'GET /admin/api/catalogue/directions/page/': 'adminPageDirections',
  'GET /admin/api/catalogue/currencies/page/': 'adminPageCurrencies',
  'POST /admin/api/catalogue/directions/import/': 'adminImportDirections',
  'GET /admin/api/catalogue/feeds/': 'adminListFeeds',

  // The back office: chains
  'GET /admin/api/currencies/:id/watch/': 'adminGetCurrencyWatch',
  'PUT /admin/api/currencies/:id/watch/': 'adminSetCurrencyWatch',
  'DELETE /admin/api/currencies/:id/watch/': 'adminStopCurrencyWatch',
  'GET /admin/api/chains/': 'adminListChains',
  'GET /admin/api/chains/explorers/': 'adminListExplorers',
  'PUT /admin/api/chains/explorers/:networkCode/': 'adminSetExplorer',
  'DELETE /admin/api/chains/explorers/:networkCode/': 'adminClearExplorer',

  // The back office: content, messages, contest
  'GET /admin/api/content/': 'adminListContent',
  'POST /admin/api/content/': 'adminCreateContent',
  'GET /admin/api/content/:id/': 'adminGetContent',
  'PATCH /admin/api/content/:id/': 'adminUpdateContent',
  'POST /admin/api/content/:id/publish/': 'adminPublishContent',
  'POST /admin/api/content/:id/unpublish/': 'adminUnpublishContent',
  'GET /admin/api/messages/': 'adminListMessages',
  'GET /admin/api/messages/:id/': 'adminGetMessage',
  'POST /admin/api/messages/:id/actions/': 'adminActOnMessage',
  'GET /admin/api/settings/contest/': 'adminGetContest',
  'PUT /admin/api/settings/contest/': 'adminSetContest',

  // The back office: settings
  'GET /admin/api/settings/chat/': 'adminGetChatSetting',
  'PUT /admin/api/settings/chat/': 'adminSetChatSetting',
  'DELETE /admin/api/settings/chat/': 'adminResetChatSetting',
  'GET /admin/api/settings/contacts/': 'adminGetContactsSetting',
  'PUT /admin/api/settings/contacts/': 'adminSetContactsSetting',
  'DELETE /admin/api/settings/contacts/': 'adminResetContactsSetting',
  'GET /admin/api/settings/about/': 'adminGetAboutSetting',
  'PUT /admin/api/settings/about/': 'adminSetAboutSetting',
  'DELETE /admin/api/settings/about/': 'adminResetAboutSetting',
  'GET /admin/api/settings/demo-banner/': 'adminGetDemoBanner',
  'PUT /admin/api/settings/demo-banner/': 'adminSetDemoBanner',

  // The back office: shops and approvals
  'GET /admin/api/shops/': 'adminListShops',
  'POST /admin/api/shops/:id/decision/': 'adminDecideShop',
  'GET /admin/api/shop-withdrawals/': 'adminListShopWithdrawals',
  'POST /admin/api/shop-withdrawals/:id/decision/': 'adminDecideShopWithdrawal',
  'GET /admin/api/approvals/': 'adminListApprovals',
  'POST /admin/api/approvals/:id/approve/': 'adminApproveProposal',
  'POST /admin/api/approvals/:id/reject/': 'adminRejectProposal',
  'POST /admin/api/approvals/:id/cancel/': 'adminCancelProposal',
};
