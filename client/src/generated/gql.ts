/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}": typeof types.ActivePromotionsDocument,
    "fragment BookAddressFields on BookAddress {\n  id\n  label\n  isDefault\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}": typeof types.BookAddressFieldsFragmentDoc,
    "query CurrentLegalVersions {\n  currentLegalVersions {\n    kind\n    version\n    title\n    publishedAt\n  }\n}": typeof types.CurrentLegalVersionsDocument,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}": typeof types.DeliveryAddressFieldsFragmentDoc,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": typeof types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}": typeof types.MarkNotificationReadDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": typeof types.MeDocument,
    "query MyDeliveryAddress {\n  me {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}": typeof types.MyDeliveryAddressDocument,
    "query MyNotifications($page: Int, $limit: Int) {\n  myNotifications(page: $page, limit: $limit) {\n    unreadCount\n    total\n    data {\n      id\n      title\n      message\n      read\n      createdAt\n    }\n  }\n}": typeof types.MyNotificationsDocument,
    "query MyTermsStatus {\n  myTermsStatus {\n    currentVersion\n    acceptedVersion\n    mustAccept\n  }\n}": typeof types.MyTermsStatusDocument,
    "fragment NextRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n}": typeof types.NextRenewalFieldsFragmentDoc,
    "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}": typeof types.PaymentConfigDocument,
    "mutation SetMyLanguage($language: Language!) {\n  setMyLanguage(language: $language) {\n    id\n    language\n  }\n}": typeof types.SetMyLanguageDocument,
    "query SiteSettings {\n  siteSettings {\n    supportPhone\n    appStoreUrl\n    googlePlayUrl\n  }\n}": typeof types.SiteSettingsDocument,
    "mutation UpdateDeliveryAddress($input: DeliveryAddressInput!) {\n  updateDeliveryAddress(input: $input) {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}": typeof types.UpdateDeliveryAddressDocument,
    "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}": typeof types.UserFieldsFragmentDoc,
    "mutation AddKitchenHoliday($input: KitchenHolidayInput!) {\n  addKitchenHoliday(input: $input) {\n    date\n    name\n    nameAr\n  }\n}": typeof types.AddKitchenHolidayDocument,
    "query AdminAnalytics {\n  adminAnalytics {\n    activeSubscriptions\n    revenueThisMonth\n    ordersToday\n    newCustomers30Days\n    totalCustomers\n    totalOrders\n    ordersByType {\n      _id\n      count\n    }\n  }\n}": typeof types.AdminAnalyticsDocument,
    "query AdminBlog($id: ID!) {\n  adminBlog(id: $id) {\n    ...AdminBlogFields\n    translations {\n      ar {\n        title\n        excerpt\n        body\n      }\n    }\n  }\n}": typeof types.AdminBlogDocument,
    "fragment AdminBlogFields on Blog {\n  id\n  title\n  excerpt\n  body\n  tags\n  coverImage\n  author\n  published\n}": typeof types.AdminBlogFieldsFragmentDoc,
    "query AdminBlogs($page: Int, $limit: Int, $search: String) {\n  adminBlogs(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      slug\n      published\n      publishedAt\n      updatedAt\n      author\n    }\n  }\n}": typeof types.AdminBlogsDocument,
    "query AdminCustomer($id: ID!) {\n  adminCustomer(id: $id) {\n    profile {\n      ...CustomerRowFields\n      image\n      emailVerified\n    }\n    subscriptions {\n      id\n      planName\n      status\n      startDate\n      endDate\n      totalMeals\n      pendingMeals\n      outForDeliveryMeals\n      deliveredMeals\n      cancelledMeals\n      orderId\n    }\n    orders {\n      id\n      orderNumber\n      orderType\n      status\n      total\n      createdAt\n    }\n  }\n}": typeof types.AdminCustomerDocument,
    "query AdminDeliverySlots {\n  adminDeliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": typeof types.AdminDeliverySlotsDocument,
    "query AdminMeal($id: ID!) {\n  adminMeal(id: $id) {\n    ...AdminMealFields\n  }\n}": typeof types.AdminMealDocument,
    "fragment AdminMealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n  active\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}": typeof types.AdminMealFieldsFragmentDoc,
    "query AdminMeals($page: Int, $limit: Int, $search: String, $sortBy: MealSortField, $sortDir: SortDirection, $active: Boolean) {\n  adminMeals(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    active: $active\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminMealFields\n    }\n  }\n}": typeof types.AdminMealsDocument,
    "query AdminOrder($id: ID!) {\n  adminOrder(id: $id) {\n    ...AdminOrderDetailFields\n  }\n}": typeof types.AdminOrderDocument,
    "fragment AdminOrderDetailFields on AdminOrderDetail {\n  order {\n    id\n    orderNumber\n    createdAt\n    status\n    orderType\n    subtotal\n    vat\n    deliveryFee\n    discount\n    total\n    refundedAmount\n    refundable\n    invoiceNumber\n    paymentIntentId\n    paymentMode\n    discountCode {\n      code\n    }\n    promotion {\n      name\n      nameAr\n    }\n    packageInfo {\n      package\n      packageAr\n      days\n      meals\n      mealsCount\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      source\n      creditNoteNumber\n      createdAt\n      settledAt\n    }\n  }\n  customer {\n    id\n    fullName\n    email\n    phoneNo\n    address\n  }\n  lines {\n    description\n    descriptionAr\n    quantity\n    unitPrice\n    amount\n  }\n  deliveries {\n    subscriptionId\n    status\n    startDate\n    endDate\n    pending\n    outForDelivery\n    delivered\n    cancelled\n  }\n  notices {\n    kind\n    sentAt\n    invoiceNumber\n    refundId\n    amount\n    creditNoteNumber\n  }\n  renewal {\n    ...AdminRenewalFields\n  }\n  consents {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}": typeof types.AdminOrderDetailFieldsFragmentDoc,
    "query AdminOrders($page: Int, $limit: Int, $search: String, $sortBy: OrderSortField, $sortDir: SortDirection, $status: OrderStatus, $orderType: OrderType, $planId: ID, $from: DateTime, $to: DateTime) {\n  adminOrders(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    status: $status\n    orderType: $orderType\n    planId: $planId\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      orderNumber\n      customerName\n      customerEmail\n      planName\n      days\n      orderType\n      total\n      status\n      renewalState\n      createdAt\n    }\n  }\n}": typeof types.AdminOrdersDocument,
    "query AdminPlan($id: ID!) {\n  adminPlan(id: $id) {\n    ...AdminPlanFields\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n  }\n}": typeof types.AdminPlanDocument,
    "fragment AdminPlanFields on AdminPlan {\n  id\n  name\n  description\n  price\n  image\n  isTrial\n  active\n  sortOrder\n  caloriesPerDay\n  startDate\n  endDate\n  dailyPrices {\n    breakfast\n    lunch\n    dinner\n    snacks\n  }\n  planMeals {\n    id\n    name\n    category\n  }\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}": typeof types.AdminPlanFieldsFragmentDoc,
    "query AdminPlans($page: Int, $limit: Int, $search: String, $sortBy: PlanSortField, $sortDir: SortDirection) {\n  adminPlans(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminPlanFields\n    }\n  }\n}": typeof types.AdminPlansDocument,
    "fragment AdminRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n  attempts\n  lastError\n  renewalOrderId\n}": typeof types.AdminRenewalFieldsFragmentDoc,
    "query AdminSlotBookings($from: String!) {\n  deliverySlotAvailability(from: $from, days: 1) {\n    date\n    slotId\n    booked\n  }\n}": typeof types.AdminSlotBookingsDocument,
    "query Admins($page: Int, $limit: Int, $search: String) {\n  admins(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phoneNo\n      role\n      active\n      createdAt\n    }\n  }\n}": typeof types.AdminsDocument,
    "query AmbassadorApplications($page: Int, $limit: Int, $search: String, $status: AmbassadorStatus) {\n  ambassadorApplications(\n    page: $page\n    limit: $limit\n    search: $search\n    status: $status\n  ) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phone\n      country\n      accountURL1\n      accountURL2\n      accountURL3\n      brief\n      status\n      createdAt\n    }\n  }\n}": typeof types.AmbassadorApplicationsDocument,
    "query AuditLog($page: Int, $limit: Int, $entity: String, $entityId: ID, $action: String, $from: DateTime, $to: DateTime) {\n  auditLog(\n    page: $page\n    limit: $limit\n    entity: $entity\n    entityId: $entityId\n    action: $action\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      actorEmail\n      actorName\n      actorRole\n      action\n      entity\n      entityId\n      before\n      after\n      ip\n      createdAt\n    }\n  }\n}": typeof types.AuditLogDocument,
    "mutation CloseCustomerAccount($id: ID!, $confirmation: String!) {\n  closeCustomerAccount(id: $id, confirmation: $confirmation) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}": typeof types.CloseCustomerAccountDocument,
    "query ContactRequests($page: Int, $limit: Int, $search: String, $type: ContactRequestType) {\n  contactRequests(page: $page, limit: $limit, search: $search, type: $type) {\n    total\n    totalPages\n    data {\n      id\n      type\n      name\n      company\n      email\n      phone\n      message\n      handled\n      createdAt\n    }\n  }\n}": typeof types.ContactRequestsDocument,
    "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    id\n    fullName\n    email\n  }\n}": typeof types.CreateAdminDocument,
    "mutation CreateBlog($input: CreateBlogInput!) {\n  createBlog(input: $input) {\n    id\n    title\n    published\n  }\n}": typeof types.CreateBlogDocument,
    "mutation CreateDeliverySlot($input: DeliverySlotInput!) {\n  createDeliverySlot(input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": typeof types.CreateDeliverySlotDocument,
    "mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n  createDiscountCode(input: $input) {\n    ...DiscountCodeFields\n  }\n}": typeof types.CreateDiscountCodeDocument,
    "mutation CreateMeal($input: CreateMealInput!) {\n  createMeal(input: $input) {\n    ...AdminMealFields\n  }\n}": typeof types.CreateMealDocument,
    "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}": typeof types.CreatePlanDocument,
    "mutation CreatePlanPromotion($input: CreatePlanPromotionInput!) {\n  createPlanPromotion(input: $input) {\n    id\n    name\n  }\n}": typeof types.CreatePlanPromotionDocument,
    "query CustomerAddressBook($userId: ID!) {\n  customerAddresses(userId: $userId) {\n    ...BookAddressFields\n  }\n  customerDayAddresses(userId: $userId) {\n    weekdayRules {\n      weekday\n      address {\n        id\n        label\n      }\n    }\n  }\n}": typeof types.CustomerAddressBookDocument,
    "query CustomerConsents($customerId: ID!) {\n  customerConsents(customerId: $customerId) {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}": typeof types.CustomerConsentsDocument,
    "query CustomerDeliveries($userId: ID!, $deliveryStatus: DeliveryStatus, $page: Int, $limit: Int) {\n  customerDeliveries(\n    userId: $userId\n    deliveryStatus: $deliveryStatus\n    page: $page\n    limit: $limit\n  ) {\n    total\n    totalPages\n    data {\n      plannedMealId\n      userPlanId\n      userId\n      category\n      mealId\n      mealName\n      day\n      scheduleDate\n      deliveryStatus\n      index\n    }\n  }\n}": typeof types.CustomerDeliveriesDocument,
    "query CustomerOptions($search: String) {\n  customers(page: 1, limit: 20, search: $search) {\n    data {\n      id\n      fullName\n      email\n    }\n  }\n}": typeof types.CustomerOptionsDocument,
    "fragment CustomerRowFields on Customer {\n  id\n  fullName\n  email\n  phoneNo\n  planStatus\n  createdAt\n  active\n}": typeof types.CustomerRowFieldsFragmentDoc,
    "query Customers($page: Int, $limit: Int, $search: String, $sortBy: CustomerSortField, $sortDir: SortDirection, $planStatus: PlanStatus) {\n  customers(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    planStatus: $planStatus\n  ) {\n    total\n    totalPages\n    data {\n      ...CustomerRowFields\n    }\n  }\n}": typeof types.CustomersDocument,
    "mutation DeletePlanPromotion($id: ID!) {\n  deletePlanPromotion(id: $id) {\n    id\n    name\n  }\n}": typeof types.DeletePlanPromotionDocument,
    "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  name\n  percentage\n  startDate\n  endDate\n  active\n  createdAt\n}": typeof types.DiscountCodeFieldsFragmentDoc,
    "query DiscountCodes($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: DiscountCodeSortField, $sortDir: SortDirection) {\n  discountCodes(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...DiscountCodeFields\n    }\n  }\n}": typeof types.DiscountCodesDocument,
    "query Durations {\n  durations {\n    label\n    days\n  }\n}": typeof types.DurationsDocument,
    "query KitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n    nameAr\n  }\n}": typeof types.KitchenHolidaysDocument,
    "query KitchenManifest($date: String!) {\n  kitchenManifest(date: $date) {\n    date\n    totalMeals\n    stops {\n      userId\n      customerName\n      phoneNo\n      address\n      instructions\n      slot\n      meals {\n        mealId\n        mealName\n        category\n        subscriptionId\n      }\n    }\n  }\n}": typeof types.KitchenManifestDocument,
    "query KitchenProduction($date: String!) {\n  kitchenProduction(date: $date) {\n    date\n    totalMeals\n    categories {\n      category\n      total\n      meals {\n        mealId\n        mealName\n        count\n      }\n    }\n  }\n}": typeof types.KitchenProductionDocument,
    "query LegalDocumentSource($kind: LegalKind!) {\n  legalDocumentSource(kind: $kind) {\n    kind\n    version\n    publishedAt\n    title\n    body\n    titleAr\n    bodyAr\n  }\n}": typeof types.LegalDocumentSourceDocument,
    "query MealOptions {\n  adminMeals(page: 1, limit: 100, active: true) {\n    data {\n      id\n      name\n      category\n      calories\n    }\n  }\n}": typeof types.MealOptionsDocument,
    "query NewsletterSubscribers($page: Int, $limit: Int, $search: String) {\n  newsletterSubscribers(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      email\n      createdAt\n    }\n  }\n}": typeof types.NewsletterSubscribersDocument,
    "query PlanOptions {\n  adminPlans(page: 1, limit: 100) {\n    data {\n      id\n      name\n      price\n      active\n      isTrial\n    }\n  }\n}": typeof types.PlanOptionsDocument,
    "query PlanPromotions($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: PromotionSortField, $sortDir: SortDirection) {\n  planPromotions(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      id\n      name\n      planId\n      planName\n      discountPercentage\n      discountedPrice\n      startDate\n      endDate\n    }\n  }\n}": typeof types.PlanPromotionsDocument,
    "mutation PublishLegalDocument($input: PublishLegalDocumentInput!) {\n  publishLegalDocument(input: $input) {\n    id\n    kind\n    version\n    publishedAt\n  }\n}": typeof types.PublishLegalDocumentDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    ...AdminOrderDetailFields\n  }\n}": typeof types.RefundOrderDocument,
    "mutation RemoveKitchenHoliday($date: String!) {\n  removeKitchenHoliday(date: $date)\n}": typeof types.RemoveKitchenHolidayDocument,
    "mutation RetryRenewal($subscriptionId: ID!) {\n  retryRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}": typeof types.RetryRenewalDocument,
    "mutation SendNotification($input: SendNotificationInput!) {\n  sendNotification(input: $input) {\n    id\n    recipientCount\n  }\n}": typeof types.SendNotificationDocument,
    "query SentNotifications($page: Int, $limit: Int, $search: String) {\n  sentNotifications(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      message\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n}": typeof types.SentNotificationsDocument,
    "mutation SetAdminActive($id: ID!, $active: Boolean!) {\n  setAdminActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": typeof types.SetAdminActiveDocument,
    "mutation SetAmbassadorStatus($id: ID!, $status: AmbassadorStatus!) {\n  setAmbassadorStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": typeof types.SetAmbassadorStatusDocument,
    "mutation SetBlogPublished($id: ID!, $published: Boolean!) {\n  setBlogPublished(id: $id, published: $published) {\n    id\n    published\n    publishedAt\n  }\n}": typeof types.SetBlogPublishedDocument,
    "mutation SetContactHandled($id: ID!, $handled: Boolean!) {\n  setContactHandled(id: $id, handled: $handled) {\n    id\n    handled\n  }\n}": typeof types.SetContactHandledDocument,
    "mutation SetDiscountCodeActive($id: ID!, $active: Boolean!) {\n  setDiscountCodeActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": typeof types.SetDiscountCodeActiveDocument,
    "mutation SetMealActive($id: ID!, $active: Boolean!) {\n  setMealActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": typeof types.SetMealActiveDocument,
    "mutation SetPlanActive($id: ID!, $active: Boolean!) {\n  setPlanActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": typeof types.SetPlanActiveDocument,
    "mutation SetPlanMeals($planId: ID!, $mealIds: [ID!]!) {\n  setPlanMeals(planId: $planId, mealIds: $mealIds) {\n    ...AdminPlanFields\n  }\n}": typeof types.SetPlanMealsDocument,
    "mutation TurnOffRenewal($subscriptionId: ID!) {\n  turnOffRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}": typeof types.TurnOffRenewalDocument,
    "mutation UpdateBlog($input: UpdateBlogInput!) {\n  updateBlog(input: $input) {\n    ...AdminBlogFields\n    updatedAt\n  }\n}": typeof types.UpdateBlogDocument,
    "mutation UpdateDayDeliveryStatus($input: UpdateDayDeliveryStatusInput!) {\n  updateDayDeliveryStatus(input: $input) {\n    plannedMealId\n    index\n    deliveryStatus\n  }\n}": typeof types.UpdateDayDeliveryStatusDocument,
    "mutation UpdateDeliverySlot($id: ID!, $input: UpdateDeliverySlotInput!) {\n  updateDeliverySlot(id: $id, input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": typeof types.UpdateDeliverySlotDocument,
    "mutation UpdateDeliveryStatus($input: UpdateDeliveryStatusInput!) {\n  updateDeliveryStatus(input: $input) {\n    plannedMealId\n    userPlanId\n    index\n    deliveryStatus\n  }\n}": typeof types.UpdateDeliveryStatusDocument,
    "mutation UpdateDiscountCode($id: ID!, $input: UpdateDiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    ...DiscountCodeFields\n  }\n}": typeof types.UpdateDiscountCodeDocument,
    "mutation UpdateMeal($id: ID!, $input: UpdateMealInput!) {\n  updateMeal(id: $id, input: $input) {\n    ...AdminMealFields\n  }\n}": typeof types.UpdateMealDocument,
    "mutation UpdatePlan($id: ID!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}": typeof types.UpdatePlanDocument,
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    securityNotice\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.AdminLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": typeof types.RequestPasswordResetDocument,
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": typeof types.ResendOtpDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": typeof types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": typeof types.VerifyOtpDocument,
    "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}": typeof types.BlogDocument,
    "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}": typeof types.BlogCardFieldsFragmentDoc,
    "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}": typeof types.BlogsDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": typeof types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": typeof types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": typeof types.PlansDocument,
    "query SavedAllergens {\n  myNutritionProfile {\n    allergens\n    dislikes\n  }\n}": typeof types.SavedAllergensDocument,
    "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}": typeof types.ApplyAmbassadorDocument,
    "query LegalDocument($kind: LegalKind!, $version: Int) {\n  legalDocument(kind: $kind, version: $version) {\n    id\n    kind\n    version\n    title\n    body\n    summary\n    publishedAt\n    current\n  }\n  legalVersions(kind: $kind) {\n    version\n    publishedAt\n    summary\n  }\n}": typeof types.LegalDocumentDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": typeof types.SubmitContactDocument,
    "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}": typeof types.SubmitCorporateEnquiryDocument,
    "mutation AddAddress($input: AddressBookInput!) {\n  addAddress(input: $input) {\n    ...BookAddressFields\n  }\n}": typeof types.AddAddressDocument,
    "query CalculateNutrition($input: NutritionInput!) {\n  calculateNutrition(input: $input) {\n    bmr\n    maintenanceCalories\n    calories\n    calorieFloorApplied\n    protein\n    carbs\n    fat\n    weightKg\n    weightLb\n    heightCm\n    heightFt\n    recommendedPlans {\n      id\n      name\n      caloriesPerDay\n      image\n      isTrial\n    }\n  }\n}": typeof types.CalculateNutritionDocument,
    "mutation ChooseDeliverySlot($input: ChooseDeliverySlotInput!) {\n  chooseDeliverySlot(input: $input) {\n    ...MyDeliverySlotsFields\n  }\n}": typeof types.ChooseDeliverySlotDocument,
    "mutation CloseMyAccount($password: String!) {\n  closeMyAccount(password: $password) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}": typeof types.CloseMyAccountDocument,
    "mutation CreateSetupIntent {\n  createSetupIntent {\n    clientSecret\n    setupIntentId\n  }\n}": typeof types.CreateSetupIntentDocument,
    "fragment DayMenuMealFields on Meal {\n  id\n  name\n  description\n  image\n  category\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}\n\nfragment DayMenuFields on DayMenu {\n  subscriptionId\n  date\n  editable\n  changesCloseAt\n  paused\n  entries {\n    id\n    category\n    index\n    deliveryStatus\n    containsMyAllergens\n    myAllergens\n    meal {\n      ...DayMenuMealFields\n    }\n  }\n  alternatives {\n    category\n    meals {\n      containsMyAllergens\n      myAllergens\n      meal {\n        ...DayMenuMealFields\n      }\n    }\n  }\n  totals {\n    calories\n    protein\n    carbs\n    fat\n  }\n  target {\n    calories\n    protein\n    carbs\n    fat\n  }\n}": typeof types.DayMenuMealFieldsFragmentDoc,
    "mutation DeleteAddress($id: ID!, $moveDaysTo: ID) {\n  deleteAddress(id: $id, moveDaysTo: $moveDaysTo) {\n    ...BookAddressFields\n  }\n}": typeof types.DeleteAddressDocument,
    "query GetAutoRenewal {\n  myPaymentMethod {\n    brand\n    last4\n    expMonth\n    expYear\n    savedAt\n  }\n  mySubscription {\n    id\n    nextRenewal {\n      ...NextRenewalFields\n    }\n  }\n}": typeof types.GetAutoRenewalDocument,
    "query GetDayMenu($subscriptionId: ID!, $date: String!) {\n  dayMenu(subscriptionId: $subscriptionId, date: $date) {\n    ...DayMenuFields\n  }\n}": typeof types.GetDayMenuDocument,
    "query GetMyNutritionProfile {\n  myNutritionProfile {\n    ...NutritionProfileFields\n  }\n}": typeof types.GetMyNutritionProfileDocument,
    "query GetProfileDetails {\n  me {\n    ...UserFields\n    createdAt\n  }\n}": typeof types.GetProfileDetailsDocument,
    "query GetSubscriptionOverview {\n  mySubscription {\n    ...SubscriptionOverviewFields\n  }\n}": typeof types.GetSubscriptionOverviewDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere\n}": typeof types.LogoutEverywhereDocument,
    "mutation MoveDayAddress($input: DayAddressInput!) {\n  moveDayAddress(input: $input) {\n    days {\n      date\n    }\n  }\n}": typeof types.MoveDayAddressDocument,
    "query MyAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n}": typeof types.MyAddressesDocument,
    "query MyDayAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n  myDayAddresses {\n    weekdayRules {\n      weekday\n      address {\n        id\n      }\n    }\n    days {\n      date\n      source\n      changeable\n      address {\n        id\n        label\n      }\n    }\n  }\n}": typeof types.MyDayAddressesDocument,
    "query MyDeliverySlots {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  myDeliverySlots {\n    ...MyDeliverySlotsFields\n  }\n}": typeof types.MyDeliverySlotsDocument,
    "fragment MyDeliverySlotsFields on MyDeliverySlotsObject {\n  defaultSlot {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  days {\n    date\n    changeable\n    slot {\n      id\n      label\n      labelAr\n      startTime\n      endTime\n    }\n  }\n}": typeof types.MyDeliverySlotsFieldsFragmentDoc,
    "query MyEmailPreferences {\n  myEmailPreferences {\n    kind\n    enabled\n    required\n  }\n}": typeof types.MyEmailPreferencesDocument,
    "query MyOrders {\n  myOrders {\n    id\n    orderNumber\n    createdAt\n    status\n    total\n    refundedAmount\n    invoiceNumber\n    packageInfo {\n      package\n      packageAr\n      days\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      creditNoteNumber\n      createdAt\n    }\n  }\n}": typeof types.MyOrdersDocument,
    "fragment NutritionProfileFields on NutritionProfile {\n  activity\n  age\n  allergens\n  bmr\n  calorieFloorApplied\n  calories\n  carbs\n  dislikes\n  fat\n  goal\n  heightCm\n  maintenanceCalories\n  protein\n  sex\n  updatedAt\n  weightKg\n}": typeof types.NutritionProfileFieldsFragmentDoc,
    "mutation PauseSubscription($subscriptionId: ID!, $from: String!, $to: String!) {\n  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    ...SubscriptionOverviewFields\n  }\n}": typeof types.PauseSubscriptionDocument,
    "query PreviewPause($subscriptionId: ID!, $from: String!, $to: String!) {\n  previewPause(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    from\n    to\n    newEndDate\n    pausedDays\n    totalPausedDays\n    pauseDaysLeft\n  }\n}": typeof types.PreviewPauseDocument,
    "mutation RemovePaymentMethod {\n  removePaymentMethod\n}": typeof types.RemovePaymentMethodDocument,
    "mutation ResumeSubscription($subscriptionId: ID!) {\n  resumeSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionOverviewFields\n  }\n}": typeof types.ResumeSubscriptionDocument,
    "mutation SaveNutritionProfile($input: SaveNutritionProfileInput!) {\n  saveNutritionProfile(input: $input) {\n    ...NutritionProfileFields\n  }\n}": typeof types.SaveNutritionProfileDocument,
    "mutation SetAutoRenew($subscriptionId: ID!, $on: Boolean!) {\n  setAutoRenew(subscriptionId: $subscriptionId, on: $on) {\n    subscriptionId\n    autoRenew\n    state\n    chargeDate\n    amount\n  }\n}": typeof types.SetAutoRenewDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    ...BookAddressFields\n  }\n}": typeof types.SetDefaultAddressDocument,
    "mutation SetEmailPreference($input: SetEmailPreferenceInput!) {\n  setEmailPreference(input: $input) {\n    kind\n    enabled\n    required\n  }\n}": typeof types.SetEmailPreferenceDocument,
    "mutation SetUsualDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    ...MyDeliverySlotsFields\n  }\n}": typeof types.SetUsualDeliverySlotDocument,
    "mutation SetWeekdayAddress($input: WeekdayAddressInput!) {\n  setWeekdayAddress(input: $input) {\n    weekdayRules {\n      weekday\n    }\n  }\n}": typeof types.SetWeekdayAddressDocument,
    "fragment SubscriptionOverviewFields on UserSubscription {\n  id\n  orderId\n  planId\n  planName\n  startDate\n  endDate\n  status\n  daysLeft\n  mealsPerDay\n  deliveryDaysPerWeek\n  daysOff\n  pausedDays\n  pauseDaysLeft\n  earliestPauseDay\n  earliestMenuChangeDay\n  pauses {\n    from\n    to\n    days\n  }\n  planMeals {\n    id\n    scheduledDate\n    deliveryStatus\n  }\n}": typeof types.SubscriptionOverviewFieldsFragmentDoc,
    "mutation SwapMeal($input: SwapMealInput!) {\n  swapMeal(input: $input) {\n    ...DayMenuFields\n  }\n}": typeof types.SwapMealDocument,
    "mutation UpdateAddress($id: ID!, $input: AddressBookInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...BookAddressFields\n  }\n}": typeof types.UpdateAddressDocument,
    "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}": typeof types.HeroImagesDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": typeof types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n    }\n  }\n}": typeof types.LandingPlansDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}": typeof types.SubscribeNewsletterDocument,
    "mutation CancelMySubscription($subscriptionId: ID!) {\n  cancelMySubscription(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}": typeof types.CancelMySubscriptionDocument,
    "query CancellationPreview($subscriptionId: ID!) {\n  cancellationPreview(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}": typeof types.CancellationPreviewDocument,
    "fragment CancellationQuoteFields on CancellationQuote {\n  subscriptionId\n  cancelledDays\n  cancelledMeals\n  keptMeals\n  lastDelivery\n  refund\n  policy\n  nextPlan {\n    orderId\n    orderNumber\n    paidOn\n    startDate\n    cancelledMeals\n    keptMeals\n    refund\n  }\n}": typeof types.CancellationQuoteFieldsFragmentDoc,
    "query CheckoutAddresses {\n  myAddresses {\n    id\n    label\n    isDefault\n  }\n}": typeof types.CheckoutAddressesDocument,
    "query CheckoutDeliverySlots($from: String!, $days: Int) {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  deliverySlotAvailability(from: $from, days: $days) {\n    date\n    slotId\n    remaining\n  }\n  myDeliverySlots {\n    defaultSlot {\n      id\n    }\n  }\n}": typeof types.CheckoutDeliverySlotsDocument,
    "mutation ChooseCheckoutAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    label\n    isDefault\n  }\n}": typeof types.ChooseCheckoutAddressDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}": typeof types.CreateOrderDocument,
    "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int, $acceptedTermsVersion: Int) {\n  createPaymentIntent(\n    checkoutId: $checkoutId\n    expectedTotal: $expectedTotal\n    acceptedTermsVersion: $acceptedTermsVersion\n  ) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}": typeof types.CreatePaymentIntentDocument,
    "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}": typeof types.DiscountCodeDocument,
    "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    renewal {\n      open\n      offeredFrom\n      startDate\n      duration\n      meals {\n        breakfast\n        lunch\n        dinner\n        snack\n      }\n      renewedFrom\n    }\n    nextRenewal {\n      ...NextRenewalFields\n    }\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}": typeof types.MySubscriptionDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": typeof types.OrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    nameAr\n    discountPercentage\n  }\n  packageInfo {\n    package\n    packageAr\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}": typeof types.OrderFieldsFragmentDoc,
    "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}": typeof types.QuoteDocument,
    "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  deliveryDaysPerWeek\n  daysOff\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n    dailyPriceInclVat\n    amountInclVat\n  }\n  subtotal\n  taxableAmount\n  vat\n  subtotalInclVat\n  discountInclVat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}": typeof types.QuoteFieldsFragmentDoc,
    "query RenewalAuthentication($subscriptionId: ID!) {\n  renewalAuthentication(subscriptionId: $subscriptionId) {\n    amount\n    clientSecret\n    paymentMethodId\n  }\n}": typeof types.RenewalAuthenticationDocument,
    "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n    price\n    priceInclVat\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": typeof types.SelectionPlansDocument,
    "mutation SetDefaultDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    defaultSlot {\n      id\n    }\n  }\n}": typeof types.SetDefaultDeliverySlotDocument,
    "mutation StartCheckout($input: SelectionInput!, $buyerTrn: String) {\n  startCheckout(input: $input, buyerTrn: $buyerTrn) {\n    id\n    status\n    expiresAt\n    buyerTrn\n    quote {\n      ...QuoteFields\n    }\n  }\n}": typeof types.StartCheckoutDocument,
    "query UpcomingKitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n  }\n}": typeof types.UpcomingKitchenHolidaysDocument,
};
const documents: Documents = {
    "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}": types.ActivePromotionsDocument,
    "fragment BookAddressFields on BookAddress {\n  id\n  label\n  isDefault\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}": types.BookAddressFieldsFragmentDoc,
    "query CurrentLegalVersions {\n  currentLegalVersions {\n    kind\n    version\n    title\n    publishedAt\n  }\n}": types.CurrentLegalVersionsDocument,
    "fragment DeliveryAddressFields on DeliveryAddress {\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}": types.DeliveryAddressFieldsFragmentDoc,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}": types.MarkNotificationReadDocument,
    "query Me {\n  me {\n    ...UserFields\n  }\n}": types.MeDocument,
    "query MyDeliveryAddress {\n  me {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}": types.MyDeliveryAddressDocument,
    "query MyNotifications($page: Int, $limit: Int) {\n  myNotifications(page: $page, limit: $limit) {\n    unreadCount\n    total\n    data {\n      id\n      title\n      message\n      read\n      createdAt\n    }\n  }\n}": types.MyNotificationsDocument,
    "query MyTermsStatus {\n  myTermsStatus {\n    currentVersion\n    acceptedVersion\n    mustAccept\n  }\n}": types.MyTermsStatusDocument,
    "fragment NextRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n}": types.NextRenewalFieldsFragmentDoc,
    "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}": types.PaymentConfigDocument,
    "mutation SetMyLanguage($language: Language!) {\n  setMyLanguage(language: $language) {\n    id\n    language\n  }\n}": types.SetMyLanguageDocument,
    "query SiteSettings {\n  siteSettings {\n    supportPhone\n    appStoreUrl\n    googlePlayUrl\n  }\n}": types.SiteSettingsDocument,
    "mutation UpdateDeliveryAddress($input: DeliveryAddressInput!) {\n  updateDeliveryAddress(input: $input) {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}": types.UpdateDeliveryAddressDocument,
    "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}": types.UserFieldsFragmentDoc,
    "mutation AddKitchenHoliday($input: KitchenHolidayInput!) {\n  addKitchenHoliday(input: $input) {\n    date\n    name\n    nameAr\n  }\n}": types.AddKitchenHolidayDocument,
    "query AdminAnalytics {\n  adminAnalytics {\n    activeSubscriptions\n    revenueThisMonth\n    ordersToday\n    newCustomers30Days\n    totalCustomers\n    totalOrders\n    ordersByType {\n      _id\n      count\n    }\n  }\n}": types.AdminAnalyticsDocument,
    "query AdminBlog($id: ID!) {\n  adminBlog(id: $id) {\n    ...AdminBlogFields\n    translations {\n      ar {\n        title\n        excerpt\n        body\n      }\n    }\n  }\n}": types.AdminBlogDocument,
    "fragment AdminBlogFields on Blog {\n  id\n  title\n  excerpt\n  body\n  tags\n  coverImage\n  author\n  published\n}": types.AdminBlogFieldsFragmentDoc,
    "query AdminBlogs($page: Int, $limit: Int, $search: String) {\n  adminBlogs(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      slug\n      published\n      publishedAt\n      updatedAt\n      author\n    }\n  }\n}": types.AdminBlogsDocument,
    "query AdminCustomer($id: ID!) {\n  adminCustomer(id: $id) {\n    profile {\n      ...CustomerRowFields\n      image\n      emailVerified\n    }\n    subscriptions {\n      id\n      planName\n      status\n      startDate\n      endDate\n      totalMeals\n      pendingMeals\n      outForDeliveryMeals\n      deliveredMeals\n      cancelledMeals\n      orderId\n    }\n    orders {\n      id\n      orderNumber\n      orderType\n      status\n      total\n      createdAt\n    }\n  }\n}": types.AdminCustomerDocument,
    "query AdminDeliverySlots {\n  adminDeliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": types.AdminDeliverySlotsDocument,
    "query AdminMeal($id: ID!) {\n  adminMeal(id: $id) {\n    ...AdminMealFields\n  }\n}": types.AdminMealDocument,
    "fragment AdminMealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n  active\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}": types.AdminMealFieldsFragmentDoc,
    "query AdminMeals($page: Int, $limit: Int, $search: String, $sortBy: MealSortField, $sortDir: SortDirection, $active: Boolean) {\n  adminMeals(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    active: $active\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminMealFields\n    }\n  }\n}": types.AdminMealsDocument,
    "query AdminOrder($id: ID!) {\n  adminOrder(id: $id) {\n    ...AdminOrderDetailFields\n  }\n}": types.AdminOrderDocument,
    "fragment AdminOrderDetailFields on AdminOrderDetail {\n  order {\n    id\n    orderNumber\n    createdAt\n    status\n    orderType\n    subtotal\n    vat\n    deliveryFee\n    discount\n    total\n    refundedAmount\n    refundable\n    invoiceNumber\n    paymentIntentId\n    paymentMode\n    discountCode {\n      code\n    }\n    promotion {\n      name\n      nameAr\n    }\n    packageInfo {\n      package\n      packageAr\n      days\n      meals\n      mealsCount\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      source\n      creditNoteNumber\n      createdAt\n      settledAt\n    }\n  }\n  customer {\n    id\n    fullName\n    email\n    phoneNo\n    address\n  }\n  lines {\n    description\n    descriptionAr\n    quantity\n    unitPrice\n    amount\n  }\n  deliveries {\n    subscriptionId\n    status\n    startDate\n    endDate\n    pending\n    outForDelivery\n    delivered\n    cancelled\n  }\n  notices {\n    kind\n    sentAt\n    invoiceNumber\n    refundId\n    amount\n    creditNoteNumber\n  }\n  renewal {\n    ...AdminRenewalFields\n  }\n  consents {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}": types.AdminOrderDetailFieldsFragmentDoc,
    "query AdminOrders($page: Int, $limit: Int, $search: String, $sortBy: OrderSortField, $sortDir: SortDirection, $status: OrderStatus, $orderType: OrderType, $planId: ID, $from: DateTime, $to: DateTime) {\n  adminOrders(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    status: $status\n    orderType: $orderType\n    planId: $planId\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      orderNumber\n      customerName\n      customerEmail\n      planName\n      days\n      orderType\n      total\n      status\n      renewalState\n      createdAt\n    }\n  }\n}": types.AdminOrdersDocument,
    "query AdminPlan($id: ID!) {\n  adminPlan(id: $id) {\n    ...AdminPlanFields\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n  }\n}": types.AdminPlanDocument,
    "fragment AdminPlanFields on AdminPlan {\n  id\n  name\n  description\n  price\n  image\n  isTrial\n  active\n  sortOrder\n  caloriesPerDay\n  startDate\n  endDate\n  dailyPrices {\n    breakfast\n    lunch\n    dinner\n    snacks\n  }\n  planMeals {\n    id\n    name\n    category\n  }\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}": types.AdminPlanFieldsFragmentDoc,
    "query AdminPlans($page: Int, $limit: Int, $search: String, $sortBy: PlanSortField, $sortDir: SortDirection) {\n  adminPlans(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminPlanFields\n    }\n  }\n}": types.AdminPlansDocument,
    "fragment AdminRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n  attempts\n  lastError\n  renewalOrderId\n}": types.AdminRenewalFieldsFragmentDoc,
    "query AdminSlotBookings($from: String!) {\n  deliverySlotAvailability(from: $from, days: 1) {\n    date\n    slotId\n    booked\n  }\n}": types.AdminSlotBookingsDocument,
    "query Admins($page: Int, $limit: Int, $search: String) {\n  admins(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phoneNo\n      role\n      active\n      createdAt\n    }\n  }\n}": types.AdminsDocument,
    "query AmbassadorApplications($page: Int, $limit: Int, $search: String, $status: AmbassadorStatus) {\n  ambassadorApplications(\n    page: $page\n    limit: $limit\n    search: $search\n    status: $status\n  ) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phone\n      country\n      accountURL1\n      accountURL2\n      accountURL3\n      brief\n      status\n      createdAt\n    }\n  }\n}": types.AmbassadorApplicationsDocument,
    "query AuditLog($page: Int, $limit: Int, $entity: String, $entityId: ID, $action: String, $from: DateTime, $to: DateTime) {\n  auditLog(\n    page: $page\n    limit: $limit\n    entity: $entity\n    entityId: $entityId\n    action: $action\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      actorEmail\n      actorName\n      actorRole\n      action\n      entity\n      entityId\n      before\n      after\n      ip\n      createdAt\n    }\n  }\n}": types.AuditLogDocument,
    "mutation CloseCustomerAccount($id: ID!, $confirmation: String!) {\n  closeCustomerAccount(id: $id, confirmation: $confirmation) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}": types.CloseCustomerAccountDocument,
    "query ContactRequests($page: Int, $limit: Int, $search: String, $type: ContactRequestType) {\n  contactRequests(page: $page, limit: $limit, search: $search, type: $type) {\n    total\n    totalPages\n    data {\n      id\n      type\n      name\n      company\n      email\n      phone\n      message\n      handled\n      createdAt\n    }\n  }\n}": types.ContactRequestsDocument,
    "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    id\n    fullName\n    email\n  }\n}": types.CreateAdminDocument,
    "mutation CreateBlog($input: CreateBlogInput!) {\n  createBlog(input: $input) {\n    id\n    title\n    published\n  }\n}": types.CreateBlogDocument,
    "mutation CreateDeliverySlot($input: DeliverySlotInput!) {\n  createDeliverySlot(input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": types.CreateDeliverySlotDocument,
    "mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n  createDiscountCode(input: $input) {\n    ...DiscountCodeFields\n  }\n}": types.CreateDiscountCodeDocument,
    "mutation CreateMeal($input: CreateMealInput!) {\n  createMeal(input: $input) {\n    ...AdminMealFields\n  }\n}": types.CreateMealDocument,
    "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}": types.CreatePlanDocument,
    "mutation CreatePlanPromotion($input: CreatePlanPromotionInput!) {\n  createPlanPromotion(input: $input) {\n    id\n    name\n  }\n}": types.CreatePlanPromotionDocument,
    "query CustomerAddressBook($userId: ID!) {\n  customerAddresses(userId: $userId) {\n    ...BookAddressFields\n  }\n  customerDayAddresses(userId: $userId) {\n    weekdayRules {\n      weekday\n      address {\n        id\n        label\n      }\n    }\n  }\n}": types.CustomerAddressBookDocument,
    "query CustomerConsents($customerId: ID!) {\n  customerConsents(customerId: $customerId) {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}": types.CustomerConsentsDocument,
    "query CustomerDeliveries($userId: ID!, $deliveryStatus: DeliveryStatus, $page: Int, $limit: Int) {\n  customerDeliveries(\n    userId: $userId\n    deliveryStatus: $deliveryStatus\n    page: $page\n    limit: $limit\n  ) {\n    total\n    totalPages\n    data {\n      plannedMealId\n      userPlanId\n      userId\n      category\n      mealId\n      mealName\n      day\n      scheduleDate\n      deliveryStatus\n      index\n    }\n  }\n}": types.CustomerDeliveriesDocument,
    "query CustomerOptions($search: String) {\n  customers(page: 1, limit: 20, search: $search) {\n    data {\n      id\n      fullName\n      email\n    }\n  }\n}": types.CustomerOptionsDocument,
    "fragment CustomerRowFields on Customer {\n  id\n  fullName\n  email\n  phoneNo\n  planStatus\n  createdAt\n  active\n}": types.CustomerRowFieldsFragmentDoc,
    "query Customers($page: Int, $limit: Int, $search: String, $sortBy: CustomerSortField, $sortDir: SortDirection, $planStatus: PlanStatus) {\n  customers(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    planStatus: $planStatus\n  ) {\n    total\n    totalPages\n    data {\n      ...CustomerRowFields\n    }\n  }\n}": types.CustomersDocument,
    "mutation DeletePlanPromotion($id: ID!) {\n  deletePlanPromotion(id: $id) {\n    id\n    name\n  }\n}": types.DeletePlanPromotionDocument,
    "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  name\n  percentage\n  startDate\n  endDate\n  active\n  createdAt\n}": types.DiscountCodeFieldsFragmentDoc,
    "query DiscountCodes($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: DiscountCodeSortField, $sortDir: SortDirection) {\n  discountCodes(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...DiscountCodeFields\n    }\n  }\n}": types.DiscountCodesDocument,
    "query Durations {\n  durations {\n    label\n    days\n  }\n}": types.DurationsDocument,
    "query KitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n    nameAr\n  }\n}": types.KitchenHolidaysDocument,
    "query KitchenManifest($date: String!) {\n  kitchenManifest(date: $date) {\n    date\n    totalMeals\n    stops {\n      userId\n      customerName\n      phoneNo\n      address\n      instructions\n      slot\n      meals {\n        mealId\n        mealName\n        category\n        subscriptionId\n      }\n    }\n  }\n}": types.KitchenManifestDocument,
    "query KitchenProduction($date: String!) {\n  kitchenProduction(date: $date) {\n    date\n    totalMeals\n    categories {\n      category\n      total\n      meals {\n        mealId\n        mealName\n        count\n      }\n    }\n  }\n}": types.KitchenProductionDocument,
    "query LegalDocumentSource($kind: LegalKind!) {\n  legalDocumentSource(kind: $kind) {\n    kind\n    version\n    publishedAt\n    title\n    body\n    titleAr\n    bodyAr\n  }\n}": types.LegalDocumentSourceDocument,
    "query MealOptions {\n  adminMeals(page: 1, limit: 100, active: true) {\n    data {\n      id\n      name\n      category\n      calories\n    }\n  }\n}": types.MealOptionsDocument,
    "query NewsletterSubscribers($page: Int, $limit: Int, $search: String) {\n  newsletterSubscribers(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      email\n      createdAt\n    }\n  }\n}": types.NewsletterSubscribersDocument,
    "query PlanOptions {\n  adminPlans(page: 1, limit: 100) {\n    data {\n      id\n      name\n      price\n      active\n      isTrial\n    }\n  }\n}": types.PlanOptionsDocument,
    "query PlanPromotions($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: PromotionSortField, $sortDir: SortDirection) {\n  planPromotions(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      id\n      name\n      planId\n      planName\n      discountPercentage\n      discountedPrice\n      startDate\n      endDate\n    }\n  }\n}": types.PlanPromotionsDocument,
    "mutation PublishLegalDocument($input: PublishLegalDocumentInput!) {\n  publishLegalDocument(input: $input) {\n    id\n    kind\n    version\n    publishedAt\n  }\n}": types.PublishLegalDocumentDocument,
    "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    ...AdminOrderDetailFields\n  }\n}": types.RefundOrderDocument,
    "mutation RemoveKitchenHoliday($date: String!) {\n  removeKitchenHoliday(date: $date)\n}": types.RemoveKitchenHolidayDocument,
    "mutation RetryRenewal($subscriptionId: ID!) {\n  retryRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}": types.RetryRenewalDocument,
    "mutation SendNotification($input: SendNotificationInput!) {\n  sendNotification(input: $input) {\n    id\n    recipientCount\n  }\n}": types.SendNotificationDocument,
    "query SentNotifications($page: Int, $limit: Int, $search: String) {\n  sentNotifications(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      message\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n}": types.SentNotificationsDocument,
    "mutation SetAdminActive($id: ID!, $active: Boolean!) {\n  setAdminActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": types.SetAdminActiveDocument,
    "mutation SetAmbassadorStatus($id: ID!, $status: AmbassadorStatus!) {\n  setAmbassadorStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}": types.SetAmbassadorStatusDocument,
    "mutation SetBlogPublished($id: ID!, $published: Boolean!) {\n  setBlogPublished(id: $id, published: $published) {\n    id\n    published\n    publishedAt\n  }\n}": types.SetBlogPublishedDocument,
    "mutation SetContactHandled($id: ID!, $handled: Boolean!) {\n  setContactHandled(id: $id, handled: $handled) {\n    id\n    handled\n  }\n}": types.SetContactHandledDocument,
    "mutation SetDiscountCodeActive($id: ID!, $active: Boolean!) {\n  setDiscountCodeActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": types.SetDiscountCodeActiveDocument,
    "mutation SetMealActive($id: ID!, $active: Boolean!) {\n  setMealActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": types.SetMealActiveDocument,
    "mutation SetPlanActive($id: ID!, $active: Boolean!) {\n  setPlanActive(id: $id, active: $active) {\n    id\n    active\n  }\n}": types.SetPlanActiveDocument,
    "mutation SetPlanMeals($planId: ID!, $mealIds: [ID!]!) {\n  setPlanMeals(planId: $planId, mealIds: $mealIds) {\n    ...AdminPlanFields\n  }\n}": types.SetPlanMealsDocument,
    "mutation TurnOffRenewal($subscriptionId: ID!) {\n  turnOffRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}": types.TurnOffRenewalDocument,
    "mutation UpdateBlog($input: UpdateBlogInput!) {\n  updateBlog(input: $input) {\n    ...AdminBlogFields\n    updatedAt\n  }\n}": types.UpdateBlogDocument,
    "mutation UpdateDayDeliveryStatus($input: UpdateDayDeliveryStatusInput!) {\n  updateDayDeliveryStatus(input: $input) {\n    plannedMealId\n    index\n    deliveryStatus\n  }\n}": types.UpdateDayDeliveryStatusDocument,
    "mutation UpdateDeliverySlot($id: ID!, $input: UpdateDeliverySlotInput!) {\n  updateDeliverySlot(id: $id, input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}": types.UpdateDeliverySlotDocument,
    "mutation UpdateDeliveryStatus($input: UpdateDeliveryStatusInput!) {\n  updateDeliveryStatus(input: $input) {\n    plannedMealId\n    userPlanId\n    index\n    deliveryStatus\n  }\n}": types.UpdateDeliveryStatusDocument,
    "mutation UpdateDiscountCode($id: ID!, $input: UpdateDiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    ...DiscountCodeFields\n  }\n}": types.UpdateDiscountCodeDocument,
    "mutation UpdateMeal($id: ID!, $input: UpdateMealInput!) {\n  updateMeal(id: $id, input: $input) {\n    ...AdminMealFields\n  }\n}": types.UpdateMealDocument,
    "mutation UpdatePlan($id: ID!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}": types.UpdatePlanDocument,
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    securityNotice\n    user {\n      ...UserFields\n    }\n  }\n}": types.AdminLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.LoginDocument,
    "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}": types.RequestPasswordResetDocument,
    "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": types.ResendOtpDocument,
    "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": types.ResetPasswordDocument,
    "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}": types.SignUpDocument,
    "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}": types.VerifyOtpDocument,
    "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}": types.BlogDocument,
    "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}": types.BlogCardFieldsFragmentDoc,
    "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}": types.BlogsDocument,
    "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}": types.MealFieldsFragmentDoc,
    "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}": types.MealsDocument,
    "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": types.PlansDocument,
    "query SavedAllergens {\n  myNutritionProfile {\n    allergens\n    dislikes\n  }\n}": types.SavedAllergensDocument,
    "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}": types.ApplyAmbassadorDocument,
    "query LegalDocument($kind: LegalKind!, $version: Int) {\n  legalDocument(kind: $kind, version: $version) {\n    id\n    kind\n    version\n    title\n    body\n    summary\n    publishedAt\n    current\n  }\n  legalVersions(kind: $kind) {\n    version\n    publishedAt\n    summary\n  }\n}": types.LegalDocumentDocument,
    "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}": types.SubmitContactDocument,
    "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}": types.SubmitCorporateEnquiryDocument,
    "mutation AddAddress($input: AddressBookInput!) {\n  addAddress(input: $input) {\n    ...BookAddressFields\n  }\n}": types.AddAddressDocument,
    "query CalculateNutrition($input: NutritionInput!) {\n  calculateNutrition(input: $input) {\n    bmr\n    maintenanceCalories\n    calories\n    calorieFloorApplied\n    protein\n    carbs\n    fat\n    weightKg\n    weightLb\n    heightCm\n    heightFt\n    recommendedPlans {\n      id\n      name\n      caloriesPerDay\n      image\n      isTrial\n    }\n  }\n}": types.CalculateNutritionDocument,
    "mutation ChooseDeliverySlot($input: ChooseDeliverySlotInput!) {\n  chooseDeliverySlot(input: $input) {\n    ...MyDeliverySlotsFields\n  }\n}": types.ChooseDeliverySlotDocument,
    "mutation CloseMyAccount($password: String!) {\n  closeMyAccount(password: $password) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}": types.CloseMyAccountDocument,
    "mutation CreateSetupIntent {\n  createSetupIntent {\n    clientSecret\n    setupIntentId\n  }\n}": types.CreateSetupIntentDocument,
    "fragment DayMenuMealFields on Meal {\n  id\n  name\n  description\n  image\n  category\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}\n\nfragment DayMenuFields on DayMenu {\n  subscriptionId\n  date\n  editable\n  changesCloseAt\n  paused\n  entries {\n    id\n    category\n    index\n    deliveryStatus\n    containsMyAllergens\n    myAllergens\n    meal {\n      ...DayMenuMealFields\n    }\n  }\n  alternatives {\n    category\n    meals {\n      containsMyAllergens\n      myAllergens\n      meal {\n        ...DayMenuMealFields\n      }\n    }\n  }\n  totals {\n    calories\n    protein\n    carbs\n    fat\n  }\n  target {\n    calories\n    protein\n    carbs\n    fat\n  }\n}": types.DayMenuMealFieldsFragmentDoc,
    "mutation DeleteAddress($id: ID!, $moveDaysTo: ID) {\n  deleteAddress(id: $id, moveDaysTo: $moveDaysTo) {\n    ...BookAddressFields\n  }\n}": types.DeleteAddressDocument,
    "query GetAutoRenewal {\n  myPaymentMethod {\n    brand\n    last4\n    expMonth\n    expYear\n    savedAt\n  }\n  mySubscription {\n    id\n    nextRenewal {\n      ...NextRenewalFields\n    }\n  }\n}": types.GetAutoRenewalDocument,
    "query GetDayMenu($subscriptionId: ID!, $date: String!) {\n  dayMenu(subscriptionId: $subscriptionId, date: $date) {\n    ...DayMenuFields\n  }\n}": types.GetDayMenuDocument,
    "query GetMyNutritionProfile {\n  myNutritionProfile {\n    ...NutritionProfileFields\n  }\n}": types.GetMyNutritionProfileDocument,
    "query GetProfileDetails {\n  me {\n    ...UserFields\n    createdAt\n  }\n}": types.GetProfileDetailsDocument,
    "query GetSubscriptionOverview {\n  mySubscription {\n    ...SubscriptionOverviewFields\n  }\n}": types.GetSubscriptionOverviewDocument,
    "mutation LogoutEverywhere {\n  logoutEverywhere\n}": types.LogoutEverywhereDocument,
    "mutation MoveDayAddress($input: DayAddressInput!) {\n  moveDayAddress(input: $input) {\n    days {\n      date\n    }\n  }\n}": types.MoveDayAddressDocument,
    "query MyAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n}": types.MyAddressesDocument,
    "query MyDayAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n  myDayAddresses {\n    weekdayRules {\n      weekday\n      address {\n        id\n      }\n    }\n    days {\n      date\n      source\n      changeable\n      address {\n        id\n        label\n      }\n    }\n  }\n}": types.MyDayAddressesDocument,
    "query MyDeliverySlots {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  myDeliverySlots {\n    ...MyDeliverySlotsFields\n  }\n}": types.MyDeliverySlotsDocument,
    "fragment MyDeliverySlotsFields on MyDeliverySlotsObject {\n  defaultSlot {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  days {\n    date\n    changeable\n    slot {\n      id\n      label\n      labelAr\n      startTime\n      endTime\n    }\n  }\n}": types.MyDeliverySlotsFieldsFragmentDoc,
    "query MyEmailPreferences {\n  myEmailPreferences {\n    kind\n    enabled\n    required\n  }\n}": types.MyEmailPreferencesDocument,
    "query MyOrders {\n  myOrders {\n    id\n    orderNumber\n    createdAt\n    status\n    total\n    refundedAmount\n    invoiceNumber\n    packageInfo {\n      package\n      packageAr\n      days\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      creditNoteNumber\n      createdAt\n    }\n  }\n}": types.MyOrdersDocument,
    "fragment NutritionProfileFields on NutritionProfile {\n  activity\n  age\n  allergens\n  bmr\n  calorieFloorApplied\n  calories\n  carbs\n  dislikes\n  fat\n  goal\n  heightCm\n  maintenanceCalories\n  protein\n  sex\n  updatedAt\n  weightKg\n}": types.NutritionProfileFieldsFragmentDoc,
    "mutation PauseSubscription($subscriptionId: ID!, $from: String!, $to: String!) {\n  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    ...SubscriptionOverviewFields\n  }\n}": types.PauseSubscriptionDocument,
    "query PreviewPause($subscriptionId: ID!, $from: String!, $to: String!) {\n  previewPause(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    from\n    to\n    newEndDate\n    pausedDays\n    totalPausedDays\n    pauseDaysLeft\n  }\n}": types.PreviewPauseDocument,
    "mutation RemovePaymentMethod {\n  removePaymentMethod\n}": types.RemovePaymentMethodDocument,
    "mutation ResumeSubscription($subscriptionId: ID!) {\n  resumeSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionOverviewFields\n  }\n}": types.ResumeSubscriptionDocument,
    "mutation SaveNutritionProfile($input: SaveNutritionProfileInput!) {\n  saveNutritionProfile(input: $input) {\n    ...NutritionProfileFields\n  }\n}": types.SaveNutritionProfileDocument,
    "mutation SetAutoRenew($subscriptionId: ID!, $on: Boolean!) {\n  setAutoRenew(subscriptionId: $subscriptionId, on: $on) {\n    subscriptionId\n    autoRenew\n    state\n    chargeDate\n    amount\n  }\n}": types.SetAutoRenewDocument,
    "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    ...BookAddressFields\n  }\n}": types.SetDefaultAddressDocument,
    "mutation SetEmailPreference($input: SetEmailPreferenceInput!) {\n  setEmailPreference(input: $input) {\n    kind\n    enabled\n    required\n  }\n}": types.SetEmailPreferenceDocument,
    "mutation SetUsualDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    ...MyDeliverySlotsFields\n  }\n}": types.SetUsualDeliverySlotDocument,
    "mutation SetWeekdayAddress($input: WeekdayAddressInput!) {\n  setWeekdayAddress(input: $input) {\n    weekdayRules {\n      weekday\n    }\n  }\n}": types.SetWeekdayAddressDocument,
    "fragment SubscriptionOverviewFields on UserSubscription {\n  id\n  orderId\n  planId\n  planName\n  startDate\n  endDate\n  status\n  daysLeft\n  mealsPerDay\n  deliveryDaysPerWeek\n  daysOff\n  pausedDays\n  pauseDaysLeft\n  earliestPauseDay\n  earliestMenuChangeDay\n  pauses {\n    from\n    to\n    days\n  }\n  planMeals {\n    id\n    scheduledDate\n    deliveryStatus\n  }\n}": types.SubscriptionOverviewFieldsFragmentDoc,
    "mutation SwapMeal($input: SwapMealInput!) {\n  swapMeal(input: $input) {\n    ...DayMenuFields\n  }\n}": types.SwapMealDocument,
    "mutation UpdateAddress($id: ID!, $input: AddressBookInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...BookAddressFields\n  }\n}": types.UpdateAddressDocument,
    "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}": types.HeroImagesDocument,
    "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}": types.LandingMealsDocument,
    "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n    }\n  }\n}": types.LandingPlansDocument,
    "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}": types.SubscribeNewsletterDocument,
    "mutation CancelMySubscription($subscriptionId: ID!) {\n  cancelMySubscription(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}": types.CancelMySubscriptionDocument,
    "query CancellationPreview($subscriptionId: ID!) {\n  cancellationPreview(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}": types.CancellationPreviewDocument,
    "fragment CancellationQuoteFields on CancellationQuote {\n  subscriptionId\n  cancelledDays\n  cancelledMeals\n  keptMeals\n  lastDelivery\n  refund\n  policy\n  nextPlan {\n    orderId\n    orderNumber\n    paidOn\n    startDate\n    cancelledMeals\n    keptMeals\n    refund\n  }\n}": types.CancellationQuoteFieldsFragmentDoc,
    "query CheckoutAddresses {\n  myAddresses {\n    id\n    label\n    isDefault\n  }\n}": types.CheckoutAddressesDocument,
    "query CheckoutDeliverySlots($from: String!, $days: Int) {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  deliverySlotAvailability(from: $from, days: $days) {\n    date\n    slotId\n    remaining\n  }\n  myDeliverySlots {\n    defaultSlot {\n      id\n    }\n  }\n}": types.CheckoutDeliverySlotsDocument,
    "mutation ChooseCheckoutAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    label\n    isDefault\n  }\n}": types.ChooseCheckoutAddressDocument,
    "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}": types.CreateOrderDocument,
    "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int, $acceptedTermsVersion: Int) {\n  createPaymentIntent(\n    checkoutId: $checkoutId\n    expectedTotal: $expectedTotal\n    acceptedTermsVersion: $acceptedTermsVersion\n  ) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}": types.CreatePaymentIntentDocument,
    "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}": types.DiscountCodeDocument,
    "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    renewal {\n      open\n      offeredFrom\n      startDate\n      duration\n      meals {\n        breakfast\n        lunch\n        dinner\n        snack\n      }\n      renewedFrom\n    }\n    nextRenewal {\n      ...NextRenewalFields\n    }\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}": types.MySubscriptionDocument,
    "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}": types.OrderDocument,
    "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    nameAr\n    discountPercentage\n  }\n  packageInfo {\n    package\n    packageAr\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}": types.OrderFieldsFragmentDoc,
    "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}": types.QuoteDocument,
    "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  deliveryDaysPerWeek\n  daysOff\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n    dailyPriceInclVat\n    amountInclVat\n  }\n  subtotal\n  taxableAmount\n  vat\n  subtotalInclVat\n  discountInclVat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}": types.QuoteFieldsFragmentDoc,
    "query RenewalAuthentication($subscriptionId: ID!) {\n  renewalAuthentication(subscriptionId: $subscriptionId) {\n    amount\n    clientSecret\n    paymentMethodId\n  }\n}": types.RenewalAuthenticationDocument,
    "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n    price\n    priceInclVat\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}": types.SelectionPlansDocument,
    "mutation SetDefaultDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    defaultSlot {\n      id\n    }\n  }\n}": types.SetDefaultDeliverySlotDocument,
    "mutation StartCheckout($input: SelectionInput!, $buyerTrn: String) {\n  startCheckout(input: $input, buyerTrn: $buyerTrn) {\n    id\n    status\n    expiresAt\n    buyerTrn\n    quote {\n      ...QuoteFields\n    }\n  }\n}": types.StartCheckoutDocument,
    "query UpcomingKitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n  }\n}": types.UpcomingKitchenHolidaysDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}"): (typeof documents)["query ActivePromotions {\n  activePromotions {\n    id\n    name\n    text\n    planId\n    discountPercentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BookAddressFields on BookAddress {\n  id\n  label\n  isDefault\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}"): (typeof documents)["fragment BookAddressFields on BookAddress {\n  id\n  label\n  isDefault\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentLegalVersions {\n  currentLegalVersions {\n    kind\n    version\n    title\n    publishedAt\n  }\n}"): (typeof documents)["query CurrentLegalVersions {\n  currentLegalVersions {\n    kind\n    version\n    title\n    publishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DeliveryAddressFields on DeliveryAddress {\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}"): (typeof documents)["fragment DeliveryAddressFields on DeliveryAddress {\n  area\n  building\n  apartment\n  city\n  instructions\n  formatted\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"): (typeof documents)["mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}"): (typeof documents)["mutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    read\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...UserFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...UserFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDeliveryAddress {\n  me {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}"): (typeof documents)["query MyDeliveryAddress {\n  me {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyNotifications($page: Int, $limit: Int) {\n  myNotifications(page: $page, limit: $limit) {\n    unreadCount\n    total\n    data {\n      id\n      title\n      message\n      read\n      createdAt\n    }\n  }\n}"): (typeof documents)["query MyNotifications($page: Int, $limit: Int) {\n  myNotifications(page: $page, limit: $limit) {\n    unreadCount\n    total\n    data {\n      id\n      title\n      message\n      read\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTermsStatus {\n  myTermsStatus {\n    currentVersion\n    acceptedVersion\n    mustAccept\n  }\n}"): (typeof documents)["query MyTermsStatus {\n  myTermsStatus {\n    currentVersion\n    acceptedVersion\n    mustAccept\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NextRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n}"): (typeof documents)["fragment NextRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}"): (typeof documents)["query PaymentConfig {\n  paymentConfig {\n    enabled\n    publishableKey\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMyLanguage($language: Language!) {\n  setMyLanguage(language: $language) {\n    id\n    language\n  }\n}"): (typeof documents)["mutation SetMyLanguage($language: Language!) {\n  setMyLanguage(language: $language) {\n    id\n    language\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SiteSettings {\n  siteSettings {\n    supportPhone\n    appStoreUrl\n    googlePlayUrl\n  }\n}"): (typeof documents)["query SiteSettings {\n  siteSettings {\n    supportPhone\n    appStoreUrl\n    googlePlayUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDeliveryAddress($input: DeliveryAddressInput!) {\n  updateDeliveryAddress(input: $input) {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateDeliveryAddress($input: DeliveryAddressInput!) {\n  updateDeliveryAddress(input: $input) {\n    id\n    deliveryAddress {\n      ...DeliveryAddressFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}"): (typeof documents)["fragment UserFields on User {\n  id\n  fullName\n  email\n  phoneNo\n  image\n  role\n  planStatus\n  emailVerified\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddKitchenHoliday($input: KitchenHolidayInput!) {\n  addKitchenHoliday(input: $input) {\n    date\n    name\n    nameAr\n  }\n}"): (typeof documents)["mutation AddKitchenHoliday($input: KitchenHolidayInput!) {\n  addKitchenHoliday(input: $input) {\n    date\n    name\n    nameAr\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminAnalytics {\n  adminAnalytics {\n    activeSubscriptions\n    revenueThisMonth\n    ordersToday\n    newCustomers30Days\n    totalCustomers\n    totalOrders\n    ordersByType {\n      _id\n      count\n    }\n  }\n}"): (typeof documents)["query AdminAnalytics {\n  adminAnalytics {\n    activeSubscriptions\n    revenueThisMonth\n    ordersToday\n    newCustomers30Days\n    totalCustomers\n    totalOrders\n    ordersByType {\n      _id\n      count\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBlog($id: ID!) {\n  adminBlog(id: $id) {\n    ...AdminBlogFields\n    translations {\n      ar {\n        title\n        excerpt\n        body\n      }\n    }\n  }\n}"): (typeof documents)["query AdminBlog($id: ID!) {\n  adminBlog(id: $id) {\n    ...AdminBlogFields\n    translations {\n      ar {\n        title\n        excerpt\n        body\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminBlogFields on Blog {\n  id\n  title\n  excerpt\n  body\n  tags\n  coverImage\n  author\n  published\n}"): (typeof documents)["fragment AdminBlogFields on Blog {\n  id\n  title\n  excerpt\n  body\n  tags\n  coverImage\n  author\n  published\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminBlogs($page: Int, $limit: Int, $search: String) {\n  adminBlogs(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      slug\n      published\n      publishedAt\n      updatedAt\n      author\n    }\n  }\n}"): (typeof documents)["query AdminBlogs($page: Int, $limit: Int, $search: String) {\n  adminBlogs(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      slug\n      published\n      publishedAt\n      updatedAt\n      author\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminCustomer($id: ID!) {\n  adminCustomer(id: $id) {\n    profile {\n      ...CustomerRowFields\n      image\n      emailVerified\n    }\n    subscriptions {\n      id\n      planName\n      status\n      startDate\n      endDate\n      totalMeals\n      pendingMeals\n      outForDeliveryMeals\n      deliveredMeals\n      cancelledMeals\n      orderId\n    }\n    orders {\n      id\n      orderNumber\n      orderType\n      status\n      total\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AdminCustomer($id: ID!) {\n  adminCustomer(id: $id) {\n    profile {\n      ...CustomerRowFields\n      image\n      emailVerified\n    }\n    subscriptions {\n      id\n      planName\n      status\n      startDate\n      endDate\n      totalMeals\n      pendingMeals\n      outForDeliveryMeals\n      deliveredMeals\n      cancelledMeals\n      orderId\n    }\n    orders {\n      id\n      orderNumber\n      orderType\n      status\n      total\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminDeliverySlots {\n  adminDeliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"): (typeof documents)["query AdminDeliverySlots {\n  adminDeliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMeal($id: ID!) {\n  adminMeal(id: $id) {\n    ...AdminMealFields\n  }\n}"): (typeof documents)["query AdminMeal($id: ID!) {\n  adminMeal(id: $id) {\n    ...AdminMealFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminMealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n  active\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}"): (typeof documents)["fragment AdminMealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n  active\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMeals($page: Int, $limit: Int, $search: String, $sortBy: MealSortField, $sortDir: SortDirection, $active: Boolean) {\n  adminMeals(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    active: $active\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminMealFields\n    }\n  }\n}"): (typeof documents)["query AdminMeals($page: Int, $limit: Int, $search: String, $sortBy: MealSortField, $sortDir: SortDirection, $active: Boolean) {\n  adminMeals(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    active: $active\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminMealFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrder($id: ID!) {\n  adminOrder(id: $id) {\n    ...AdminOrderDetailFields\n  }\n}"): (typeof documents)["query AdminOrder($id: ID!) {\n  adminOrder(id: $id) {\n    ...AdminOrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminOrderDetailFields on AdminOrderDetail {\n  order {\n    id\n    orderNumber\n    createdAt\n    status\n    orderType\n    subtotal\n    vat\n    deliveryFee\n    discount\n    total\n    refundedAmount\n    refundable\n    invoiceNumber\n    paymentIntentId\n    paymentMode\n    discountCode {\n      code\n    }\n    promotion {\n      name\n      nameAr\n    }\n    packageInfo {\n      package\n      packageAr\n      days\n      meals\n      mealsCount\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      source\n      creditNoteNumber\n      createdAt\n      settledAt\n    }\n  }\n  customer {\n    id\n    fullName\n    email\n    phoneNo\n    address\n  }\n  lines {\n    description\n    descriptionAr\n    quantity\n    unitPrice\n    amount\n  }\n  deliveries {\n    subscriptionId\n    status\n    startDate\n    endDate\n    pending\n    outForDelivery\n    delivered\n    cancelled\n  }\n  notices {\n    kind\n    sentAt\n    invoiceNumber\n    refundId\n    amount\n    creditNoteNumber\n  }\n  renewal {\n    ...AdminRenewalFields\n  }\n  consents {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}"): (typeof documents)["fragment AdminOrderDetailFields on AdminOrderDetail {\n  order {\n    id\n    orderNumber\n    createdAt\n    status\n    orderType\n    subtotal\n    vat\n    deliveryFee\n    discount\n    total\n    refundedAmount\n    refundable\n    invoiceNumber\n    paymentIntentId\n    paymentMode\n    discountCode {\n      code\n    }\n    promotion {\n      name\n      nameAr\n    }\n    packageInfo {\n      package\n      packageAr\n      days\n      meals\n      mealsCount\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      source\n      creditNoteNumber\n      createdAt\n      settledAt\n    }\n  }\n  customer {\n    id\n    fullName\n    email\n    phoneNo\n    address\n  }\n  lines {\n    description\n    descriptionAr\n    quantity\n    unitPrice\n    amount\n  }\n  deliveries {\n    subscriptionId\n    status\n    startDate\n    endDate\n    pending\n    outForDelivery\n    delivered\n    cancelled\n  }\n  notices {\n    kind\n    sentAt\n    invoiceNumber\n    refundId\n    amount\n    creditNoteNumber\n  }\n  renewal {\n    ...AdminRenewalFields\n  }\n  consents {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrders($page: Int, $limit: Int, $search: String, $sortBy: OrderSortField, $sortDir: SortDirection, $status: OrderStatus, $orderType: OrderType, $planId: ID, $from: DateTime, $to: DateTime) {\n  adminOrders(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    status: $status\n    orderType: $orderType\n    planId: $planId\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      orderNumber\n      customerName\n      customerEmail\n      planName\n      days\n      orderType\n      total\n      status\n      renewalState\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AdminOrders($page: Int, $limit: Int, $search: String, $sortBy: OrderSortField, $sortDir: SortDirection, $status: OrderStatus, $orderType: OrderType, $planId: ID, $from: DateTime, $to: DateTime) {\n  adminOrders(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    status: $status\n    orderType: $orderType\n    planId: $planId\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      orderNumber\n      customerName\n      customerEmail\n      planName\n      days\n      orderType\n      total\n      status\n      renewalState\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPlan($id: ID!) {\n  adminPlan(id: $id) {\n    ...AdminPlanFields\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n  }\n}"): (typeof documents)["query AdminPlan($id: ID!) {\n  adminPlan(id: $id) {\n    ...AdminPlanFields\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminPlanFields on AdminPlan {\n  id\n  name\n  description\n  price\n  image\n  isTrial\n  active\n  sortOrder\n  caloriesPerDay\n  startDate\n  endDate\n  dailyPrices {\n    breakfast\n    lunch\n    dinner\n    snacks\n  }\n  planMeals {\n    id\n    name\n    category\n  }\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}"): (typeof documents)["fragment AdminPlanFields on AdminPlan {\n  id\n  name\n  description\n  price\n  image\n  isTrial\n  active\n  sortOrder\n  caloriesPerDay\n  startDate\n  endDate\n  dailyPrices {\n    breakfast\n    lunch\n    dinner\n    snacks\n  }\n  planMeals {\n    id\n    name\n    category\n  }\n  translations {\n    ar {\n      name\n      description\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPlans($page: Int, $limit: Int, $search: String, $sortBy: PlanSortField, $sortDir: SortDirection) {\n  adminPlans(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminPlanFields\n    }\n  }\n}"): (typeof documents)["query AdminPlans($page: Int, $limit: Int, $search: String, $sortBy: PlanSortField, $sortDir: SortDirection) {\n  adminPlans(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...AdminPlanFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n  attempts\n  lastError\n  renewalOrderId\n}"): (typeof documents)["fragment AdminRenewalFields on NextRenewal {\n  subscriptionId\n  autoRenew\n  state\n  chargeDate\n  amount\n  attempts\n  lastError\n  renewalOrderId\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminSlotBookings($from: String!) {\n  deliverySlotAvailability(from: $from, days: 1) {\n    date\n    slotId\n    booked\n  }\n}"): (typeof documents)["query AdminSlotBookings($from: String!) {\n  deliverySlotAvailability(from: $from, days: 1) {\n    date\n    slotId\n    booked\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Admins($page: Int, $limit: Int, $search: String) {\n  admins(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phoneNo\n      role\n      active\n      createdAt\n    }\n  }\n}"): (typeof documents)["query Admins($page: Int, $limit: Int, $search: String) {\n  admins(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phoneNo\n      role\n      active\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AmbassadorApplications($page: Int, $limit: Int, $search: String, $status: AmbassadorStatus) {\n  ambassadorApplications(\n    page: $page\n    limit: $limit\n    search: $search\n    status: $status\n  ) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phone\n      country\n      accountURL1\n      accountURL2\n      accountURL3\n      brief\n      status\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AmbassadorApplications($page: Int, $limit: Int, $search: String, $status: AmbassadorStatus) {\n  ambassadorApplications(\n    page: $page\n    limit: $limit\n    search: $search\n    status: $status\n  ) {\n    total\n    totalPages\n    data {\n      id\n      fullName\n      email\n      phone\n      country\n      accountURL1\n      accountURL2\n      accountURL3\n      brief\n      status\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditLog($page: Int, $limit: Int, $entity: String, $entityId: ID, $action: String, $from: DateTime, $to: DateTime) {\n  auditLog(\n    page: $page\n    limit: $limit\n    entity: $entity\n    entityId: $entityId\n    action: $action\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      actorEmail\n      actorName\n      actorRole\n      action\n      entity\n      entityId\n      before\n      after\n      ip\n      createdAt\n    }\n  }\n}"): (typeof documents)["query AuditLog($page: Int, $limit: Int, $entity: String, $entityId: ID, $action: String, $from: DateTime, $to: DateTime) {\n  auditLog(\n    page: $page\n    limit: $limit\n    entity: $entity\n    entityId: $entityId\n    action: $action\n    from: $from\n    to: $to\n  ) {\n    total\n    totalPages\n    data {\n      id\n      actorEmail\n      actorName\n      actorRole\n      action\n      entity\n      entityId\n      before\n      after\n      ip\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseCustomerAccount($id: ID!, $confirmation: String!) {\n  closeCustomerAccount(id: $id, confirmation: $confirmation) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}"): (typeof documents)["mutation CloseCustomerAccount($id: ID!, $confirmation: String!) {\n  closeCustomerAccount(id: $id, confirmation: $confirmation) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContactRequests($page: Int, $limit: Int, $search: String, $type: ContactRequestType) {\n  contactRequests(page: $page, limit: $limit, search: $search, type: $type) {\n    total\n    totalPages\n    data {\n      id\n      type\n      name\n      company\n      email\n      phone\n      message\n      handled\n      createdAt\n    }\n  }\n}"): (typeof documents)["query ContactRequests($page: Int, $limit: Int, $search: String, $type: ContactRequestType) {\n  contactRequests(page: $page, limit: $limit, search: $search, type: $type) {\n    total\n    totalPages\n    data {\n      id\n      type\n      name\n      company\n      email\n      phone\n      message\n      handled\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    id\n    fullName\n    email\n  }\n}"): (typeof documents)["mutation CreateAdmin($input: CreateAdminInput!) {\n  createAdmin(input: $input) {\n    id\n    fullName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateBlog($input: CreateBlogInput!) {\n  createBlog(input: $input) {\n    id\n    title\n    published\n  }\n}"): (typeof documents)["mutation CreateBlog($input: CreateBlogInput!) {\n  createBlog(input: $input) {\n    id\n    title\n    published\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDeliverySlot($input: DeliverySlotInput!) {\n  createDeliverySlot(input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"): (typeof documents)["mutation CreateDeliverySlot($input: DeliverySlotInput!) {\n  createDeliverySlot(input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n  createDiscountCode(input: $input) {\n    ...DiscountCodeFields\n  }\n}"): (typeof documents)["mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {\n  createDiscountCode(input: $input) {\n    ...DiscountCodeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateMeal($input: CreateMealInput!) {\n  createMeal(input: $input) {\n    ...AdminMealFields\n  }\n}"): (typeof documents)["mutation CreateMeal($input: CreateMealInput!) {\n  createMeal(input: $input) {\n    ...AdminMealFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["mutation CreatePlan($input: CreatePlanInput!) {\n  createPlan(input: $input) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePlanPromotion($input: CreatePlanPromotionInput!) {\n  createPlanPromotion(input: $input) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation CreatePlanPromotion($input: CreatePlanPromotionInput!) {\n  createPlanPromotion(input: $input) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerAddressBook($userId: ID!) {\n  customerAddresses(userId: $userId) {\n    ...BookAddressFields\n  }\n  customerDayAddresses(userId: $userId) {\n    weekdayRules {\n      weekday\n      address {\n        id\n        label\n      }\n    }\n  }\n}"): (typeof documents)["query CustomerAddressBook($userId: ID!) {\n  customerAddresses(userId: $userId) {\n    ...BookAddressFields\n  }\n  customerDayAddresses(userId: $userId) {\n    weekdayRules {\n      weekday\n      address {\n        id\n        label\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerConsents($customerId: ID!) {\n  customerConsents(customerId: $customerId) {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}"): (typeof documents)["query CustomerConsents($customerId: ID!) {\n  customerConsents(customerId: $customerId) {\n    kind\n    version\n    acceptedAt\n    source\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerDeliveries($userId: ID!, $deliveryStatus: DeliveryStatus, $page: Int, $limit: Int) {\n  customerDeliveries(\n    userId: $userId\n    deliveryStatus: $deliveryStatus\n    page: $page\n    limit: $limit\n  ) {\n    total\n    totalPages\n    data {\n      plannedMealId\n      userPlanId\n      userId\n      category\n      mealId\n      mealName\n      day\n      scheduleDate\n      deliveryStatus\n      index\n    }\n  }\n}"): (typeof documents)["query CustomerDeliveries($userId: ID!, $deliveryStatus: DeliveryStatus, $page: Int, $limit: Int) {\n  customerDeliveries(\n    userId: $userId\n    deliveryStatus: $deliveryStatus\n    page: $page\n    limit: $limit\n  ) {\n    total\n    totalPages\n    data {\n      plannedMealId\n      userPlanId\n      userId\n      category\n      mealId\n      mealName\n      day\n      scheduleDate\n      deliveryStatus\n      index\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CustomerOptions($search: String) {\n  customers(page: 1, limit: 20, search: $search) {\n    data {\n      id\n      fullName\n      email\n    }\n  }\n}"): (typeof documents)["query CustomerOptions($search: String) {\n  customers(page: 1, limit: 20, search: $search) {\n    data {\n      id\n      fullName\n      email\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CustomerRowFields on Customer {\n  id\n  fullName\n  email\n  phoneNo\n  planStatus\n  createdAt\n  active\n}"): (typeof documents)["fragment CustomerRowFields on Customer {\n  id\n  fullName\n  email\n  phoneNo\n  planStatus\n  createdAt\n  active\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Customers($page: Int, $limit: Int, $search: String, $sortBy: CustomerSortField, $sortDir: SortDirection, $planStatus: PlanStatus) {\n  customers(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    planStatus: $planStatus\n  ) {\n    total\n    totalPages\n    data {\n      ...CustomerRowFields\n    }\n  }\n}"): (typeof documents)["query Customers($page: Int, $limit: Int, $search: String, $sortBy: CustomerSortField, $sortDir: SortDirection, $planStatus: PlanStatus) {\n  customers(\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n    planStatus: $planStatus\n  ) {\n    total\n    totalPages\n    data {\n      ...CustomerRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeletePlanPromotion($id: ID!) {\n  deletePlanPromotion(id: $id) {\n    id\n    name\n  }\n}"): (typeof documents)["mutation DeletePlanPromotion($id: ID!) {\n  deletePlanPromotion(id: $id) {\n    id\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  name\n  percentage\n  startDate\n  endDate\n  active\n  createdAt\n}"): (typeof documents)["fragment DiscountCodeFields on DiscountCode {\n  id\n  code\n  name\n  percentage\n  startDate\n  endDate\n  active\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiscountCodes($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: DiscountCodeSortField, $sortDir: SortDirection) {\n  discountCodes(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...DiscountCodeFields\n    }\n  }\n}"): (typeof documents)["query DiscountCodes($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: DiscountCodeSortField, $sortDir: SortDirection) {\n  discountCodes(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      ...DiscountCodeFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Durations {\n  durations {\n    label\n    days\n  }\n}"): (typeof documents)["query Durations {\n  durations {\n    label\n    days\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n    nameAr\n  }\n}"): (typeof documents)["query KitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n    nameAr\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KitchenManifest($date: String!) {\n  kitchenManifest(date: $date) {\n    date\n    totalMeals\n    stops {\n      userId\n      customerName\n      phoneNo\n      address\n      instructions\n      slot\n      meals {\n        mealId\n        mealName\n        category\n        subscriptionId\n      }\n    }\n  }\n}"): (typeof documents)["query KitchenManifest($date: String!) {\n  kitchenManifest(date: $date) {\n    date\n    totalMeals\n    stops {\n      userId\n      customerName\n      phoneNo\n      address\n      instructions\n      slot\n      meals {\n        mealId\n        mealName\n        category\n        subscriptionId\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query KitchenProduction($date: String!) {\n  kitchenProduction(date: $date) {\n    date\n    totalMeals\n    categories {\n      category\n      total\n      meals {\n        mealId\n        mealName\n        count\n      }\n    }\n  }\n}"): (typeof documents)["query KitchenProduction($date: String!) {\n  kitchenProduction(date: $date) {\n    date\n    totalMeals\n    categories {\n      category\n      total\n      meals {\n        mealId\n        mealName\n        count\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalDocumentSource($kind: LegalKind!) {\n  legalDocumentSource(kind: $kind) {\n    kind\n    version\n    publishedAt\n    title\n    body\n    titleAr\n    bodyAr\n  }\n}"): (typeof documents)["query LegalDocumentSource($kind: LegalKind!) {\n  legalDocumentSource(kind: $kind) {\n    kind\n    version\n    publishedAt\n    title\n    body\n    titleAr\n    bodyAr\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MealOptions {\n  adminMeals(page: 1, limit: 100, active: true) {\n    data {\n      id\n      name\n      category\n      calories\n    }\n  }\n}"): (typeof documents)["query MealOptions {\n  adminMeals(page: 1, limit: 100, active: true) {\n    data {\n      id\n      name\n      category\n      calories\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NewsletterSubscribers($page: Int, $limit: Int, $search: String) {\n  newsletterSubscribers(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      email\n      createdAt\n    }\n  }\n}"): (typeof documents)["query NewsletterSubscribers($page: Int, $limit: Int, $search: String) {\n  newsletterSubscribers(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      email\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanOptions {\n  adminPlans(page: 1, limit: 100) {\n    data {\n      id\n      name\n      price\n      active\n      isTrial\n    }\n  }\n}"): (typeof documents)["query PlanOptions {\n  adminPlans(page: 1, limit: 100) {\n    data {\n      id\n      name\n      price\n      active\n      isTrial\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PlanPromotions($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: PromotionSortField, $sortDir: SortDirection) {\n  planPromotions(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      id\n      name\n      planId\n      planName\n      discountPercentage\n      discountedPrice\n      startDate\n      endDate\n    }\n  }\n}"): (typeof documents)["query PlanPromotions($expired: Boolean, $page: Int, $limit: Int, $search: String, $sortBy: PromotionSortField, $sortDir: SortDirection) {\n  planPromotions(\n    expired: $expired\n    page: $page\n    limit: $limit\n    search: $search\n    sortBy: $sortBy\n    sortDir: $sortDir\n  ) {\n    total\n    totalPages\n    data {\n      id\n      name\n      planId\n      planName\n      discountPercentage\n      discountedPrice\n      startDate\n      endDate\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PublishLegalDocument($input: PublishLegalDocumentInput!) {\n  publishLegalDocument(input: $input) {\n    id\n    kind\n    version\n    publishedAt\n  }\n}"): (typeof documents)["mutation PublishLegalDocument($input: PublishLegalDocumentInput!) {\n  publishLegalDocument(input: $input) {\n    id\n    kind\n    version\n    publishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    ...AdminOrderDetailFields\n  }\n}"): (typeof documents)["mutation RefundOrder($input: RefundOrderInput!) {\n  refundOrder(input: $input) {\n    ...AdminOrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveKitchenHoliday($date: String!) {\n  removeKitchenHoliday(date: $date)\n}"): (typeof documents)["mutation RemoveKitchenHoliday($date: String!) {\n  removeKitchenHoliday(date: $date)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RetryRenewal($subscriptionId: ID!) {\n  retryRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}"): (typeof documents)["mutation RetryRenewal($subscriptionId: ID!) {\n  retryRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendNotification($input: SendNotificationInput!) {\n  sendNotification(input: $input) {\n    id\n    recipientCount\n  }\n}"): (typeof documents)["mutation SendNotification($input: SendNotificationInput!) {\n  sendNotification(input: $input) {\n    id\n    recipientCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SentNotifications($page: Int, $limit: Int, $search: String) {\n  sentNotifications(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      message\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n}"): (typeof documents)["query SentNotifications($page: Int, $limit: Int, $search: String) {\n  sentNotifications(page: $page, limit: $limit, search: $search) {\n    total\n    totalPages\n    data {\n      id\n      title\n      message\n      audience\n      recipientCount\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAdminActive($id: ID!, $active: Boolean!) {\n  setAdminActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"): (typeof documents)["mutation SetAdminActive($id: ID!, $active: Boolean!) {\n  setAdminActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAmbassadorStatus($id: ID!, $status: AmbassadorStatus!) {\n  setAmbassadorStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation SetAmbassadorStatus($id: ID!, $status: AmbassadorStatus!) {\n  setAmbassadorStatus(id: $id, status: $status) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetBlogPublished($id: ID!, $published: Boolean!) {\n  setBlogPublished(id: $id, published: $published) {\n    id\n    published\n    publishedAt\n  }\n}"): (typeof documents)["mutation SetBlogPublished($id: ID!, $published: Boolean!) {\n  setBlogPublished(id: $id, published: $published) {\n    id\n    published\n    publishedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetContactHandled($id: ID!, $handled: Boolean!) {\n  setContactHandled(id: $id, handled: $handled) {\n    id\n    handled\n  }\n}"): (typeof documents)["mutation SetContactHandled($id: ID!, $handled: Boolean!) {\n  setContactHandled(id: $id, handled: $handled) {\n    id\n    handled\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDiscountCodeActive($id: ID!, $active: Boolean!) {\n  setDiscountCodeActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"): (typeof documents)["mutation SetDiscountCodeActive($id: ID!, $active: Boolean!) {\n  setDiscountCodeActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMealActive($id: ID!, $active: Boolean!) {\n  setMealActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"): (typeof documents)["mutation SetMealActive($id: ID!, $active: Boolean!) {\n  setMealActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPlanActive($id: ID!, $active: Boolean!) {\n  setPlanActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"): (typeof documents)["mutation SetPlanActive($id: ID!, $active: Boolean!) {\n  setPlanActive(id: $id, active: $active) {\n    id\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPlanMeals($planId: ID!, $mealIds: [ID!]!) {\n  setPlanMeals(planId: $planId, mealIds: $mealIds) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["mutation SetPlanMeals($planId: ID!, $mealIds: [ID!]!) {\n  setPlanMeals(planId: $planId, mealIds: $mealIds) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TurnOffRenewal($subscriptionId: ID!) {\n  turnOffRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}"): (typeof documents)["mutation TurnOffRenewal($subscriptionId: ID!) {\n  turnOffRenewal(subscriptionId: $subscriptionId) {\n    ...AdminRenewalFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateBlog($input: UpdateBlogInput!) {\n  updateBlog(input: $input) {\n    ...AdminBlogFields\n    updatedAt\n  }\n}"): (typeof documents)["mutation UpdateBlog($input: UpdateBlogInput!) {\n  updateBlog(input: $input) {\n    ...AdminBlogFields\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDayDeliveryStatus($input: UpdateDayDeliveryStatusInput!) {\n  updateDayDeliveryStatus(input: $input) {\n    plannedMealId\n    index\n    deliveryStatus\n  }\n}"): (typeof documents)["mutation UpdateDayDeliveryStatus($input: UpdateDayDeliveryStatusInput!) {\n  updateDayDeliveryStatus(input: $input) {\n    plannedMealId\n    index\n    deliveryStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDeliverySlot($id: ID!, $input: UpdateDeliverySlotInput!) {\n  updateDeliverySlot(id: $id, input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"): (typeof documents)["mutation UpdateDeliverySlot($id: ID!, $input: UpdateDeliverySlotInput!) {\n  updateDeliverySlot(id: $id, input: $input) {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n    capacity\n    active\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDeliveryStatus($input: UpdateDeliveryStatusInput!) {\n  updateDeliveryStatus(input: $input) {\n    plannedMealId\n    userPlanId\n    index\n    deliveryStatus\n  }\n}"): (typeof documents)["mutation UpdateDeliveryStatus($input: UpdateDeliveryStatusInput!) {\n  updateDeliveryStatus(input: $input) {\n    plannedMealId\n    userPlanId\n    index\n    deliveryStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateDiscountCode($id: ID!, $input: UpdateDiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    ...DiscountCodeFields\n  }\n}"): (typeof documents)["mutation UpdateDiscountCode($id: ID!, $input: UpdateDiscountCodeInput!) {\n  updateDiscountCode(id: $id, input: $input) {\n    ...DiscountCodeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMeal($id: ID!, $input: UpdateMealInput!) {\n  updateMeal(id: $id, input: $input) {\n    ...AdminMealFields\n  }\n}"): (typeof documents)["mutation UpdateMeal($id: ID!, $input: UpdateMealInput!) {\n  updateMeal(id: $id, input: $input) {\n    ...AdminMealFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePlan($id: ID!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}"): (typeof documents)["mutation UpdatePlan($id: ID!, $input: UpdatePlanInput!) {\n  updatePlan(id: $id, input: $input) {\n    ...AdminPlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    securityNotice\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    accessToken\n    securityNotice\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n  requestPasswordReset(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"): (typeof documents)["mutation ResendOtp($input: ResendOtpInput!) {\n  resendOtp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n    email\n    resendAfterSeconds\n    verificationToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"): (typeof documents)["mutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    accessToken\n    user {\n      ...UserFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}"): (typeof documents)["query Blog($idOrSlug: String!) {\n  blog(idOrSlug: $idOrSlug) {\n    ...BlogCardFields\n    body\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}"): (typeof documents)["fragment BlogCardFields on Blog {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  author\n  tags\n  readingMinutes\n  publishedAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}"): (typeof documents)["query Blogs($page: Int, $limit: Int) {\n  blogs(page: $page, limit: $limit) {\n    data {\n      ...BlogCardFields\n    }\n    total\n    totalPages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}"): (typeof documents)["fragment MealFields on Meal {\n  id\n  name\n  description\n  category\n  image\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}"): (typeof documents)["query Meals($category: MealCategory) {\n  meals(category: $category) {\n    ...MealFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"): (typeof documents)["query Plans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n      endDate\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedAllergens {\n  myNutritionProfile {\n    allergens\n    dislikes\n  }\n}"): (typeof documents)["query SavedAllergens {\n  myNutritionProfile {\n    allergens\n    dislikes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ApplyAmbassador($input: ApplyAmbassadorInput!) {\n  applyAmbassador(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LegalDocument($kind: LegalKind!, $version: Int) {\n  legalDocument(kind: $kind, version: $version) {\n    id\n    kind\n    version\n    title\n    body\n    summary\n    publishedAt\n    current\n  }\n  legalVersions(kind: $kind) {\n    version\n    publishedAt\n    summary\n  }\n}"): (typeof documents)["query LegalDocument($kind: LegalKind!, $version: Int) {\n  legalDocument(kind: $kind, version: $version) {\n    id\n    kind\n    version\n    title\n    body\n    summary\n    publishedAt\n    current\n  }\n  legalVersions(kind: $kind) {\n    version\n    publishedAt\n    summary\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitContact($input: ContactInput!) {\n  submitContact(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation SubmitCorporateEnquiry($input: CorporateEnquiryInput!) {\n  submitCorporateEnquiry(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddAddress($input: AddressBookInput!) {\n  addAddress(input: $input) {\n    ...BookAddressFields\n  }\n}"): (typeof documents)["mutation AddAddress($input: AddressBookInput!) {\n  addAddress(input: $input) {\n    ...BookAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CalculateNutrition($input: NutritionInput!) {\n  calculateNutrition(input: $input) {\n    bmr\n    maintenanceCalories\n    calories\n    calorieFloorApplied\n    protein\n    carbs\n    fat\n    weightKg\n    weightLb\n    heightCm\n    heightFt\n    recommendedPlans {\n      id\n      name\n      caloriesPerDay\n      image\n      isTrial\n    }\n  }\n}"): (typeof documents)["query CalculateNutrition($input: NutritionInput!) {\n  calculateNutrition(input: $input) {\n    bmr\n    maintenanceCalories\n    calories\n    calorieFloorApplied\n    protein\n    carbs\n    fat\n    weightKg\n    weightLb\n    heightCm\n    heightFt\n    recommendedPlans {\n      id\n      name\n      caloriesPerDay\n      image\n      isTrial\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChooseDeliverySlot($input: ChooseDeliverySlotInput!) {\n  chooseDeliverySlot(input: $input) {\n    ...MyDeliverySlotsFields\n  }\n}"): (typeof documents)["mutation ChooseDeliverySlot($input: ChooseDeliverySlotInput!) {\n  chooseDeliverySlot(input: $input) {\n    ...MyDeliverySlotsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseMyAccount($password: String!) {\n  closeMyAccount(password: $password) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}"): (typeof documents)["mutation CloseMyAccount($password: String!) {\n  closeMyAccount(password: $password) {\n    closedAt\n    cancelledPlans\n    refunded\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateSetupIntent {\n  createSetupIntent {\n    clientSecret\n    setupIntentId\n  }\n}"): (typeof documents)["mutation CreateSetupIntent {\n  createSetupIntent {\n    clientSecret\n    setupIntentId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DayMenuMealFields on Meal {\n  id\n  name\n  description\n  image\n  category\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}\n\nfragment DayMenuFields on DayMenu {\n  subscriptionId\n  date\n  editable\n  changesCloseAt\n  paused\n  entries {\n    id\n    category\n    index\n    deliveryStatus\n    containsMyAllergens\n    myAllergens\n    meal {\n      ...DayMenuMealFields\n    }\n  }\n  alternatives {\n    category\n    meals {\n      containsMyAllergens\n      myAllergens\n      meal {\n        ...DayMenuMealFields\n      }\n    }\n  }\n  totals {\n    calories\n    protein\n    carbs\n    fat\n  }\n  target {\n    calories\n    protein\n    carbs\n    fat\n  }\n}"): (typeof documents)["fragment DayMenuMealFields on Meal {\n  id\n  name\n  description\n  image\n  category\n  calories\n  protein\n  carbs\n  fat\n  allergens\n  tags\n}\n\nfragment DayMenuFields on DayMenu {\n  subscriptionId\n  date\n  editable\n  changesCloseAt\n  paused\n  entries {\n    id\n    category\n    index\n    deliveryStatus\n    containsMyAllergens\n    myAllergens\n    meal {\n      ...DayMenuMealFields\n    }\n  }\n  alternatives {\n    category\n    meals {\n      containsMyAllergens\n      myAllergens\n      meal {\n        ...DayMenuMealFields\n      }\n    }\n  }\n  totals {\n    calories\n    protein\n    carbs\n    fat\n  }\n  target {\n    calories\n    protein\n    carbs\n    fat\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAddress($id: ID!, $moveDaysTo: ID) {\n  deleteAddress(id: $id, moveDaysTo: $moveDaysTo) {\n    ...BookAddressFields\n  }\n}"): (typeof documents)["mutation DeleteAddress($id: ID!, $moveDaysTo: ID) {\n  deleteAddress(id: $id, moveDaysTo: $moveDaysTo) {\n    ...BookAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetAutoRenewal {\n  myPaymentMethod {\n    brand\n    last4\n    expMonth\n    expYear\n    savedAt\n  }\n  mySubscription {\n    id\n    nextRenewal {\n      ...NextRenewalFields\n    }\n  }\n}"): (typeof documents)["query GetAutoRenewal {\n  myPaymentMethod {\n    brand\n    last4\n    expMonth\n    expYear\n    savedAt\n  }\n  mySubscription {\n    id\n    nextRenewal {\n      ...NextRenewalFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetDayMenu($subscriptionId: ID!, $date: String!) {\n  dayMenu(subscriptionId: $subscriptionId, date: $date) {\n    ...DayMenuFields\n  }\n}"): (typeof documents)["query GetDayMenu($subscriptionId: ID!, $date: String!) {\n  dayMenu(subscriptionId: $subscriptionId, date: $date) {\n    ...DayMenuFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetMyNutritionProfile {\n  myNutritionProfile {\n    ...NutritionProfileFields\n  }\n}"): (typeof documents)["query GetMyNutritionProfile {\n  myNutritionProfile {\n    ...NutritionProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProfileDetails {\n  me {\n    ...UserFields\n    createdAt\n  }\n}"): (typeof documents)["query GetProfileDetails {\n  me {\n    ...UserFields\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetSubscriptionOverview {\n  mySubscription {\n    ...SubscriptionOverviewFields\n  }\n}"): (typeof documents)["query GetSubscriptionOverview {\n  mySubscription {\n    ...SubscriptionOverviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LogoutEverywhere {\n  logoutEverywhere\n}"): (typeof documents)["mutation LogoutEverywhere {\n  logoutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MoveDayAddress($input: DayAddressInput!) {\n  moveDayAddress(input: $input) {\n    days {\n      date\n    }\n  }\n}"): (typeof documents)["mutation MoveDayAddress($input: DayAddressInput!) {\n  moveDayAddress(input: $input) {\n    days {\n      date\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n}"): (typeof documents)["query MyAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDayAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n  myDayAddresses {\n    weekdayRules {\n      weekday\n      address {\n        id\n      }\n    }\n    days {\n      date\n      source\n      changeable\n      address {\n        id\n        label\n      }\n    }\n  }\n}"): (typeof documents)["query MyDayAddresses {\n  myAddresses {\n    ...BookAddressFields\n  }\n  myDayAddresses {\n    weekdayRules {\n      weekday\n      address {\n        id\n      }\n    }\n    days {\n      date\n      source\n      changeable\n      address {\n        id\n        label\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDeliverySlots {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  myDeliverySlots {\n    ...MyDeliverySlotsFields\n  }\n}"): (typeof documents)["query MyDeliverySlots {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  myDeliverySlots {\n    ...MyDeliverySlotsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MyDeliverySlotsFields on MyDeliverySlotsObject {\n  defaultSlot {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  days {\n    date\n    changeable\n    slot {\n      id\n      label\n      labelAr\n      startTime\n      endTime\n    }\n  }\n}"): (typeof documents)["fragment MyDeliverySlotsFields on MyDeliverySlotsObject {\n  defaultSlot {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  days {\n    date\n    changeable\n    slot {\n      id\n      label\n      labelAr\n      startTime\n      endTime\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyEmailPreferences {\n  myEmailPreferences {\n    kind\n    enabled\n    required\n  }\n}"): (typeof documents)["query MyEmailPreferences {\n  myEmailPreferences {\n    kind\n    enabled\n    required\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyOrders {\n  myOrders {\n    id\n    orderNumber\n    createdAt\n    status\n    total\n    refundedAmount\n    invoiceNumber\n    packageInfo {\n      package\n      packageAr\n      days\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      creditNoteNumber\n      createdAt\n    }\n  }\n}"): (typeof documents)["query MyOrders {\n  myOrders {\n    id\n    orderNumber\n    createdAt\n    status\n    total\n    refundedAmount\n    invoiceNumber\n    packageInfo {\n      package\n      packageAr\n      days\n      startDate\n      endDate\n    }\n    refunds {\n      id\n      amount\n      reason\n      reasonCode\n      status\n      creditNoteNumber\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NutritionProfileFields on NutritionProfile {\n  activity\n  age\n  allergens\n  bmr\n  calorieFloorApplied\n  calories\n  carbs\n  dislikes\n  fat\n  goal\n  heightCm\n  maintenanceCalories\n  protein\n  sex\n  updatedAt\n  weightKg\n}"): (typeof documents)["fragment NutritionProfileFields on NutritionProfile {\n  activity\n  age\n  allergens\n  bmr\n  calorieFloorApplied\n  calories\n  carbs\n  dislikes\n  fat\n  goal\n  heightCm\n  maintenanceCalories\n  protein\n  sex\n  updatedAt\n  weightKg\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PauseSubscription($subscriptionId: ID!, $from: String!, $to: String!) {\n  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    ...SubscriptionOverviewFields\n  }\n}"): (typeof documents)["mutation PauseSubscription($subscriptionId: ID!, $from: String!, $to: String!) {\n  pauseSubscription(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    ...SubscriptionOverviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviewPause($subscriptionId: ID!, $from: String!, $to: String!) {\n  previewPause(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    from\n    to\n    newEndDate\n    pausedDays\n    totalPausedDays\n    pauseDaysLeft\n  }\n}"): (typeof documents)["query PreviewPause($subscriptionId: ID!, $from: String!, $to: String!) {\n  previewPause(subscriptionId: $subscriptionId, from: $from, to: $to) {\n    from\n    to\n    newEndDate\n    pausedDays\n    totalPausedDays\n    pauseDaysLeft\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemovePaymentMethod {\n  removePaymentMethod\n}"): (typeof documents)["mutation RemovePaymentMethod {\n  removePaymentMethod\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResumeSubscription($subscriptionId: ID!) {\n  resumeSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionOverviewFields\n  }\n}"): (typeof documents)["mutation ResumeSubscription($subscriptionId: ID!) {\n  resumeSubscription(subscriptionId: $subscriptionId) {\n    ...SubscriptionOverviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveNutritionProfile($input: SaveNutritionProfileInput!) {\n  saveNutritionProfile(input: $input) {\n    ...NutritionProfileFields\n  }\n}"): (typeof documents)["mutation SaveNutritionProfile($input: SaveNutritionProfileInput!) {\n  saveNutritionProfile(input: $input) {\n    ...NutritionProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetAutoRenew($subscriptionId: ID!, $on: Boolean!) {\n  setAutoRenew(subscriptionId: $subscriptionId, on: $on) {\n    subscriptionId\n    autoRenew\n    state\n    chargeDate\n    amount\n  }\n}"): (typeof documents)["mutation SetAutoRenew($subscriptionId: ID!, $on: Boolean!) {\n  setAutoRenew(subscriptionId: $subscriptionId, on: $on) {\n    subscriptionId\n    autoRenew\n    state\n    chargeDate\n    amount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    ...BookAddressFields\n  }\n}"): (typeof documents)["mutation SetDefaultAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    ...BookAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetEmailPreference($input: SetEmailPreferenceInput!) {\n  setEmailPreference(input: $input) {\n    kind\n    enabled\n    required\n  }\n}"): (typeof documents)["mutation SetEmailPreference($input: SetEmailPreferenceInput!) {\n  setEmailPreference(input: $input) {\n    kind\n    enabled\n    required\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUsualDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    ...MyDeliverySlotsFields\n  }\n}"): (typeof documents)["mutation SetUsualDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    ...MyDeliverySlotsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetWeekdayAddress($input: WeekdayAddressInput!) {\n  setWeekdayAddress(input: $input) {\n    weekdayRules {\n      weekday\n    }\n  }\n}"): (typeof documents)["mutation SetWeekdayAddress($input: WeekdayAddressInput!) {\n  setWeekdayAddress(input: $input) {\n    weekdayRules {\n      weekday\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SubscriptionOverviewFields on UserSubscription {\n  id\n  orderId\n  planId\n  planName\n  startDate\n  endDate\n  status\n  daysLeft\n  mealsPerDay\n  deliveryDaysPerWeek\n  daysOff\n  pausedDays\n  pauseDaysLeft\n  earliestPauseDay\n  earliestMenuChangeDay\n  pauses {\n    from\n    to\n    days\n  }\n  planMeals {\n    id\n    scheduledDate\n    deliveryStatus\n  }\n}"): (typeof documents)["fragment SubscriptionOverviewFields on UserSubscription {\n  id\n  orderId\n  planId\n  planName\n  startDate\n  endDate\n  status\n  daysLeft\n  mealsPerDay\n  deliveryDaysPerWeek\n  daysOff\n  pausedDays\n  pauseDaysLeft\n  earliestPauseDay\n  earliestMenuChangeDay\n  pauses {\n    from\n    to\n    days\n  }\n  planMeals {\n    id\n    scheduledDate\n    deliveryStatus\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SwapMeal($input: SwapMealInput!) {\n  swapMeal(input: $input) {\n    ...DayMenuFields\n  }\n}"): (typeof documents)["mutation SwapMeal($input: SwapMealInput!) {\n  swapMeal(input: $input) {\n    ...DayMenuFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAddress($id: ID!, $input: AddressBookInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...BookAddressFields\n  }\n}"): (typeof documents)["mutation UpdateAddress($id: ID!, $input: AddressBookInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...BookAddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}"): (typeof documents)["query HeroImages {\n  heroImages {\n    btnRightImage\n    heroLeftSideImageOfLine\n    clockImage\n    fastFoodSvgOne\n    karahiSvgTwo\n    saladSvgThree\n    heroRightFirstImagePNG\n    heroRightSecondImagePNG\n    svgUpperSvgLine\n    svgLocation\n    lineRightMostSvg\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"): (typeof documents)["query LandingMeals {\n  meals {\n    id\n    name\n    description\n    image\n    calories\n    category\n  }\n  activePromotions {\n    id\n    discountPercentage\n    discountedPrice\n    planId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n    }\n  }\n}"): (typeof documents)["query LandingPlans {\n  plans {\n    id\n    name\n    description\n    price\n    priceInclVat\n    image\n    isTrial\n    caloriesPerDay\n    promotion {\n      id\n      discountPercentage\n      discountedPrice\n      discountedPriceInclVat\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}"): (typeof documents)["mutation SubscribeNewsletter($email: String!) {\n  subscribeNewsletter(email: $email) {\n    message\n    alreadySubscribed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelMySubscription($subscriptionId: ID!) {\n  cancelMySubscription(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}"): (typeof documents)["mutation CancelMySubscription($subscriptionId: ID!) {\n  cancelMySubscription(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CancellationPreview($subscriptionId: ID!) {\n  cancellationPreview(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}"): (typeof documents)["query CancellationPreview($subscriptionId: ID!) {\n  cancellationPreview(subscriptionId: $subscriptionId) {\n    ...CancellationQuoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CancellationQuoteFields on CancellationQuote {\n  subscriptionId\n  cancelledDays\n  cancelledMeals\n  keptMeals\n  lastDelivery\n  refund\n  policy\n  nextPlan {\n    orderId\n    orderNumber\n    paidOn\n    startDate\n    cancelledMeals\n    keptMeals\n    refund\n  }\n}"): (typeof documents)["fragment CancellationQuoteFields on CancellationQuote {\n  subscriptionId\n  cancelledDays\n  cancelledMeals\n  keptMeals\n  lastDelivery\n  refund\n  policy\n  nextPlan {\n    orderId\n    orderNumber\n    paidOn\n    startDate\n    cancelledMeals\n    keptMeals\n    refund\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutAddresses {\n  myAddresses {\n    id\n    label\n    isDefault\n  }\n}"): (typeof documents)["query CheckoutAddresses {\n  myAddresses {\n    id\n    label\n    isDefault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckoutDeliverySlots($from: String!, $days: Int) {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  deliverySlotAvailability(from: $from, days: $days) {\n    date\n    slotId\n    remaining\n  }\n  myDeliverySlots {\n    defaultSlot {\n      id\n    }\n  }\n}"): (typeof documents)["query CheckoutDeliverySlots($from: String!, $days: Int) {\n  deliverySlots {\n    id\n    label\n    labelAr\n    startTime\n    endTime\n  }\n  deliverySlotAvailability(from: $from, days: $days) {\n    date\n    slotId\n    remaining\n  }\n  myDeliverySlots {\n    defaultSlot {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChooseCheckoutAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    label\n    isDefault\n  }\n}"): (typeof documents)["mutation ChooseCheckoutAddress($id: ID!) {\n  setDefaultAddress(id: $id) {\n    id\n    label\n    isDefault\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}"): (typeof documents)["mutation CreateOrder($input: CreateOrderInput!) {\n  createOrder(input: $input) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int, $acceptedTermsVersion: Int) {\n  createPaymentIntent(\n    checkoutId: $checkoutId\n    expectedTotal: $expectedTotal\n    acceptedTermsVersion: $acceptedTermsVersion\n  ) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}"): (typeof documents)["mutation CreatePaymentIntent($checkoutId: ID!, $expectedTotal: Int, $acceptedTermsVersion: Int) {\n  createPaymentIntent(\n    checkoutId: $checkoutId\n    expectedTotal: $expectedTotal\n    acceptedTermsVersion: $acceptedTermsVersion\n  ) {\n    clientSecret\n    paymentIntentId\n    amount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}"): (typeof documents)["query DiscountCode($input: DiscountCodeCheckInput!) {\n  discountCode(input: $input) {\n    code\n    name\n    percentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    renewal {\n      open\n      offeredFrom\n      startDate\n      duration\n      meals {\n        breakfast\n        lunch\n        dinner\n        snack\n      }\n      renewedFrom\n    }\n    nextRenewal {\n      ...NextRenewalFields\n    }\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}"): (typeof documents)["query MySubscription {\n  mySubscription {\n    id\n    orderId\n    planId\n    planName\n    startDate\n    endDate\n    status\n    renewal {\n      open\n      offeredFrom\n      startDate\n      duration\n      meals {\n        breakfast\n        lunch\n        dinner\n        snack\n      }\n      renewedFrom\n    }\n    nextRenewal {\n      ...NextRenewalFields\n    }\n    planMeals {\n      id\n      category\n      mealId\n      mealName\n      scheduledDate\n      deliveryStatus\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"): (typeof documents)["query Order($id: ID!) {\n  order(id: $id) {\n    ...OrderFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    nameAr\n    discountPercentage\n  }\n  packageInfo {\n    package\n    packageAr\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}"): (typeof documents)["fragment OrderFields on Order {\n  id\n  orderNumber\n  userId\n  planId\n  status\n  orderType\n  paymentMode\n  paymentIntentId\n  createdAt\n  subtotal\n  vat\n  deliveryFee\n  discount\n  total\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    nameAr\n    discountPercentage\n  }\n  packageInfo {\n    package\n    packageAr\n    days\n    meals\n    mealsCount\n    isCustom {\n      breakfast\n      lunch\n      dinner\n      snack\n    }\n    startDate\n    endDate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}"): (typeof documents)["query Quote($input: SelectionInput!) {\n  quote(input: $input) {\n    ...QuoteFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  deliveryDaysPerWeek\n  daysOff\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n    dailyPriceInclVat\n    amountInclVat\n  }\n  subtotal\n  taxableAmount\n  vat\n  subtotalInclVat\n  discountInclVat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}"): (typeof documents)["fragment QuoteFields on Quote {\n  planId\n  planName\n  isTrial\n  duration\n  days\n  deliveryDaysPerWeek\n  daysOff\n  startDate\n  endDate\n  meals\n  mealsCount\n  custom\n  mealCounts {\n    breakfast\n    lunch\n    dinner\n    snack\n  }\n  lines {\n    category\n    count\n    dailyPrice\n    days\n    amount\n    dailyPriceInclVat\n    amountInclVat\n  }\n  subtotal\n  taxableAmount\n  vat\n  subtotalInclVat\n  discountInclVat\n  vatPercent\n  deliveryFee\n  discount\n  total\n  currency\n  orderType\n  discountCode {\n    code\n    name\n    percentage\n  }\n  promotion {\n    name\n    discountPercentage\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RenewalAuthentication($subscriptionId: ID!) {\n  renewalAuthentication(subscriptionId: $subscriptionId) {\n    amount\n    clientSecret\n    paymentMethodId\n  }\n}"): (typeof documents)["query RenewalAuthentication($subscriptionId: ID!) {\n  renewalAuthentication(subscriptionId: $subscriptionId) {\n    amount\n    clientSecret\n    paymentMethodId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n    price\n    priceInclVat\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"): (typeof documents)["query SelectionPlans {\n  plans {\n    id\n    name\n    description\n    image\n    isTrial\n    deliveryWeeks {\n      deliveryDays\n      daysOff\n    }\n    price\n    priceInclVat\n    dailyPrices {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    dailyPricesInclVat {\n      breakfast\n      lunch\n      dinner\n      snacks\n    }\n    promotion {\n      id\n      name\n      discountPercentage\n    }\n    planMeals {\n      id\n      name\n      category\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDefaultDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    defaultSlot {\n      id\n    }\n  }\n}"): (typeof documents)["mutation SetDefaultDeliverySlot($slotId: ID!) {\n  setDefaultDeliverySlot(slotId: $slotId) {\n    defaultSlot {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StartCheckout($input: SelectionInput!, $buyerTrn: String) {\n  startCheckout(input: $input, buyerTrn: $buyerTrn) {\n    id\n    status\n    expiresAt\n    buyerTrn\n    quote {\n      ...QuoteFields\n    }\n  }\n}"): (typeof documents)["mutation StartCheckout($input: SelectionInput!, $buyerTrn: String) {\n  startCheckout(input: $input, buyerTrn: $buyerTrn) {\n    id\n    status\n    expiresAt\n    buyerTrn\n    quote {\n      ...QuoteFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UpcomingKitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n  }\n}"): (typeof documents)["query UpcomingKitchenHolidays {\n  kitchenHolidays {\n    date\n    name\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;