// Generated from apps/api/openapi.json by `npm run openapi`; do not edit.
import type { Answer, Body, Query, RequestOptions, WriteOptions } from '../operation-types';
import type { Paged } from '../paged';
import type { OperationTable } from '../operation-table';

/** Each resource's methods: the route they call and where their input goes. */
export const OPERATIONS = {
  audit: {
    list: {"method":"GET","path":"/audit-log","pathParams":[],"input":"query","page":{"items":"entries","cursor":"cursor"}},
  },
  availability: {
    check: {"method":"GET","path":"/availability/check","pathParams":[],"input":"query"},
    get: {"method":"GET","path":"/availability","pathParams":[],"input":"query"},
  },
  blocks: {
    create: {"method":"POST","path":"/blocks","pathParams":[],"input":"body"},
    lift: {"method":"DELETE","path":"/blocks","pathParams":[],"input":"query"},
  },
  calendar: {
    get: {"method":"GET","path":"/calendar","pathParams":[],"input":"query"},
  },
  connection: {
    check: {"method":"GET","path":"/is-connected","pathParams":[],"input":"none"},
  },
  connections: {
    create: {"method":"POST","path":"/connections","pathParams":[],"input":"body"},
    delete: {"method":"DELETE","path":"/connections/{connectionId}","pathParams":["connectionId"],"input":"none"},
    get: {"method":"GET","path":"/connections/{connectionId}","pathParams":["connectionId"],"input":"none"},
    list: {"method":"GET","path":"/connections","pathParams":[],"input":"query"},
    rotateExportUrls: {"method":"POST","path":"/connections/{connectionId}/rotate-export-urls","pathParams":["connectionId"],"input":"body"},
    sync: {"method":"POST","path":"/connections/{connectionId}/sync","pathParams":["connectionId"],"input":"body"},
  },
  events: {
    list: {"method":"GET","path":"/events","pathParams":[],"input":"query","page":{"items":"events","cursor":"after"}},
  },
  guests: {
    get: {"method":"GET","path":"/guests/{guestId}","pathParams":["guestId"],"input":"none"},
    list: {"method":"GET","path":"/guests","pathParams":[],"input":"query","page":{"items":"guests","cursor":"cursor"}},
  },
  integrations: {
    list: {"method":"GET","path":"/integrations","pathParams":[],"input":"none"},
  },
  messages: {
    draft: {"method":"POST","path":"/messages/drafts","pathParams":[],"input":"body"},
    get: {"method":"GET","path":"/messages/{threadId}","pathParams":["threadId"],"input":"none"},
    list: {"method":"GET","path":"/messages","pathParams":[],"input":"query","page":{"items":"threads","cursor":"cursor"}},
    markRead: {"method":"POST","path":"/messages/{threadId}/read","pathParams":["threadId"],"input":"body"},
    reply: {"method":"POST","path":"/messages/{threadId}/replies","pathParams":["threadId"],"input":"body"},
  },
  payments: {
    createLink: {"method":"POST","path":"/reservations/{reservationId}/payment-link","pathParams":["reservationId"],"input":"body"},
    list: {"method":"GET","path":"/payments","pathParams":[],"input":"query","page":{"items":"payments","cursor":"cursor"}},
    record: {"method":"POST","path":"/reservations/{reservationId}/payments","pathParams":["reservationId"],"input":"body"},
    refund: {"method":"POST","path":"/payments/{paymentId}/refund","pathParams":["paymentId"],"input":"body"},
  },
  properties: {
    archive: {"method":"POST","path":"/properties/{propertyId}/archive","pathParams":["propertyId"],"input":"body"},
    create: {"method":"POST","path":"/properties","pathParams":[],"input":"body"},
    get: {"method":"GET","path":"/properties/{propertyId}","pathParams":["propertyId"],"input":"none"},
    getFeesAndTaxes: {"method":"GET","path":"/properties/{propertyId}/fees-and-taxes","pathParams":["propertyId"],"input":"none"},
    list: {"method":"GET","path":"/properties","pathParams":[],"input":"query"},
    setBookingSettings: {"method":"PUT","path":"/properties/{propertyId}/booking-settings","pathParams":["propertyId"],"input":"body"},
    setCancellationPolicy: {"method":"PUT","path":"/properties/{propertyId}/cancellation-policy","pathParams":["propertyId"],"input":"body"},
    setFeesAndTaxes: {"method":"PUT","path":"/properties/{propertyId}/fees-and-taxes","pathParams":["propertyId"],"input":"body"},
    setTaskSettings: {"method":"PUT","path":"/properties/{propertyId}/task-settings","pathParams":["propertyId"],"input":"body"},
    update: {"method":"PATCH","path":"/properties/{propertyId}","pathParams":["propertyId"],"input":"body"},
  },
  quota: {
    get: {"method":"GET","path":"/quota","pathParams":[],"input":"none"},
  },
  ratePlans: {
    create: {"method":"POST","path":"/rate-plans","pathParams":[],"input":"body"},
    update: {"method":"PATCH","path":"/rate-plans/{ratePlanId}","pathParams":["ratePlanId"],"input":"body"},
  },
  rates: {
    adjust: {"method":"POST","path":"/rates/adjust","pathParams":[],"input":"body"},
    get: {"method":"GET","path":"/rates","pathParams":[],"input":"query"},
    set: {"method":"PUT","path":"/rates","pathParams":[],"input":"body"},
  },
  reports: {
    overview: {"method":"GET","path":"/reports/overview","pathParams":[],"input":"query"},
    summary: {"method":"GET","path":"/reports/summary","pathParams":[],"input":"query"},
  },
  reservations: {
    cancel: {"method":"POST","path":"/reservations/{reservationId}/cancel","pathParams":["reservationId"],"input":"body"},
    checkIn: {"method":"POST","path":"/reservations/{reservationId}/check-in","pathParams":["reservationId"],"input":"body"},
    checkOut: {"method":"POST","path":"/reservations/{reservationId}/check-out","pathParams":["reservationId"],"input":"body"},
    confirm: {"method":"POST","path":"/reservations/{reservationId}/confirm","pathParams":["reservationId"],"input":"body"},
    create: {"method":"POST","path":"/reservations","pathParams":[],"input":"body"},
    get: {"method":"GET","path":"/reservations/{reservationId}","pathParams":["reservationId"],"input":"none"},
    list: {"method":"GET","path":"/reservations","pathParams":[],"input":"query","page":{"items":"reservations","cursor":"cursor"}},
    listPayments: {"method":"GET","path":"/reservations/{reservationId}/payments","pathParams":["reservationId"],"input":"none"},
    markNoShow: {"method":"POST","path":"/reservations/{reservationId}/no-show","pathParams":["reservationId"],"input":"body"},
    markProvisional: {"method":"POST","path":"/reservations/{reservationId}/provisional","pathParams":["reservationId"],"input":"body"},
    move: {"method":"PUT","path":"/reservations/{reservationId}/dates","pathParams":["reservationId"],"input":"body"},
  },
  restrictions: {
    set: {"method":"PUT","path":"/restrictions","pathParams":[],"input":"body"},
  },
  sandboxes: {
    create: {"method":"POST","path":"/sandboxes","pathParams":[],"input":"body"},
    delete: {"method":"DELETE","path":"/sandboxes/{sandboxId}","pathParams":["sandboxId"],"input":"none"},
    list: {"method":"GET","path":"/sandboxes","pathParams":[],"input":"none"},
    reset: {"method":"POST","path":"/sandboxes/{sandboxId}/reset","pathParams":["sandboxId"],"input":"body"},
  },
  service: {
    status: {"method":"GET","path":"/status","pathParams":[],"input":"none"},
  },
  tasks: {
    cancel: {"method":"POST","path":"/tasks/{taskId}/cancel","pathParams":["taskId"],"input":"body"},
    complete: {"method":"POST","path":"/tasks/{taskId}/complete","pathParams":["taskId"],"input":"body"},
    create: {"method":"POST","path":"/tasks","pathParams":[],"input":"body"},
    get: {"method":"GET","path":"/tasks/{taskId}","pathParams":["taskId"],"input":"none"},
    list: {"method":"GET","path":"/tasks","pathParams":[],"input":"query","page":{"items":"tasks","cursor":"cursor"}},
    start: {"method":"POST","path":"/tasks/{taskId}/start","pathParams":["taskId"],"input":"body"},
    update: {"method":"PATCH","path":"/tasks/{taskId}","pathParams":["taskId"],"input":"body"},
  },
  units: {
    archive: {"method":"POST","path":"/units/{unitId}/archive","pathParams":["unitId"],"input":"body"},
    create: {"method":"POST","path":"/units","pathParams":[],"input":"body"},
    list: {"method":"GET","path":"/units","pathParams":[],"input":"query"},
    listPropertyUnits: {"method":"GET","path":"/properties/{propertyId}/units","pathParams":["propertyId"],"input":"query"},
    setListingSettings: {"method":"PUT","path":"/units/{unitId}/listing-settings","pathParams":["unitId"],"input":"body"},
    update: {"method":"PATCH","path":"/units/{unitId}","pathParams":["unitId"],"input":"body"},
  },
  webhooks: {
    create: {"method":"POST","path":"/webhooks","pathParams":[],"input":"body"},
    delete: {"method":"DELETE","path":"/webhooks/{webhookId}","pathParams":["webhookId"],"input":"none"},
    deliveries: {"method":"GET","path":"/webhooks/{webhookId}/deliveries","pathParams":["webhookId"],"input":"query","page":{"items":"deliveries","cursor":"cursor"}},
    list: {"method":"GET","path":"/webhooks","pathParams":[],"input":"none"},
    retryDelivery: {"method":"POST","path":"/webhooks/{webhookId}/deliveries/{deliveryId}/retry","pathParams":["webhookId","deliveryId"],"input":"body"},
  },
  website: {
    createDraft: {"method":"POST","path":"/website/drafts","pathParams":[],"input":"body"},
    createPost: {"method":"POST","path":"/website/posts","pathParams":[],"input":"body"},
    list: {"method":"GET","path":"/website","pathParams":[],"input":"none"},
    listPosts: {"method":"GET","path":"/website/posts","pathParams":[],"input":"query"},
    publish: {"method":"POST","path":"/website/{propertyId}/publish","pathParams":["propertyId"],"input":"body"},
    updateDraft: {"method":"PUT","path":"/website/drafts/{propertyId}","pathParams":["propertyId"],"input":"body"},
  },
  workspace: {
    get: {"method":"GET","path":"/workspace","pathParams":[],"input":"none"},
  },
} as const satisfies OperationTable;

/** The resources of a client, named after the operation catalogue. */
export interface Resources {
  audit: {
    /** Read the audit log (`GET /audit-log`) */
    list(query?: Query<'listAuditEntries'>, options?: RequestOptions): Paged<Answer<'listAuditEntries', 200>, 'entries'>;
  };
  availability: {
    /** Check a stay (`GET /availability/check`) */
    check(query: Query<'checkStay'>, options?: RequestOptions): Promise<Answer<'checkStay', 200>>;
    /** Availability search (`GET /availability`) */
    get(query: Query<'getAvailability'>, options?: RequestOptions): Promise<Answer<'getAvailability', 200>>;
  };
  blocks: {
    /** Block nights (`POST /blocks`) */
    create(body: Body<'createBlock'>, options?: WriteOptions): Promise<Answer<'createBlock', 201>>;
    /** Lift blocks (`DELETE /blocks`) */
    lift(query: Query<'liftBlocks'>, options?: WriteOptions): Promise<Answer<'liftBlocks', 200>>;
  };
  calendar: {
    /** Calendar (`GET /calendar`) */
    get(query: Query<'getCalendar'>, options?: RequestOptions): Promise<Answer<'getCalendar', 200>>;
  };
  connection: {
    /** Confirm the credential points to a workspace (`GET /is-connected`) */
    check(options?: RequestOptions): Promise<Answer<'checkConnection', 200>>;
  };
  connections: {
    /** Connect a channel (`POST /connections`) */
    create(body: Body<'createConnection'>, options?: WriteOptions): Promise<Answer<'createConnection', 201>>;
    /** Disconnect a channel (`DELETE /connections/{connectionId}`) */
    delete(connectionId: string, options?: WriteOptions): Promise<Answer<'deleteConnection', 200>>;
    /** Get a channel connection (`GET /connections/{connectionId}`) */
    get(connectionId: string, options?: RequestOptions): Promise<Answer<'getConnection', 200>>;
    /** Channel connections (`GET /connections`) */
    list(query?: Query<'listConnections'>, options?: RequestOptions): Promise<Answer<'listConnections', 200>>;
    /** New export feed addresses (`POST /connections/{connectionId}/rotate-export-urls`) */
    rotateExportUrls(connectionId: string, body?: Body<'rotateConnectionExportUrls'>, options?: WriteOptions): Promise<Answer<'rotateConnectionExportUrls', 200>>;
    /** Synchronise a channel now (`POST /connections/{connectionId}/sync`) */
    sync(connectionId: string, body?: Body<'syncConnection'>, options?: WriteOptions): Promise<Answer<'syncConnection', 202>>;
  };
  events: {
    /** Read the change feed (`GET /events`) */
    list(query?: Query<'listEvents'>, options?: RequestOptions): Paged<Answer<'listEvents', 200>, 'events'>;
  };
  guests: {
    /** Get a guest (`GET /guests/{guestId}`) */
    get(guestId: string, options?: RequestOptions): Promise<Answer<'getGuest', 200>>;
    /** List or search guests (`GET /guests`) */
    list(query?: Query<'listGuests'>, options?: RequestOptions): Paged<Answer<'listGuests', 200>, 'guests'>;
  };
  integrations: {
    /** List integrations (`GET /integrations`) */
    list(options?: RequestOptions): Promise<Answer<'listIntegrations', 200>>;
  };
  messages: {
    /** Draft a guest message (`POST /messages/drafts`) */
    draft(body: Body<'draftMessage'>, options?: WriteOptions): Promise<Answer<'draftMessage', 200>>;
    /** Get a conversation (`GET /messages/{threadId}`) */
    get(threadId: string, options?: RequestOptions): Promise<Answer<'getMessageThread', 200>>;
    /** List guest message threads (`GET /messages`) */
    list(query?: Query<'listMessageThreads'>, options?: RequestOptions): Paged<Answer<'listMessageThreads', 200>, 'threads'>;
    /** Mark a conversation read (`POST /messages/{threadId}/read`) */
    markRead(threadId: string, body?: Body<'markMessageThreadRead'>, options?: WriteOptions): Promise<Answer<'markMessageThreadRead', 200>>;
    /** Reply to a guest (`POST /messages/{threadId}/replies`) */
    reply(threadId: string, body: Body<'replyToMessageThread'>, options?: WriteOptions): Promise<Answer<'replyToMessageThread', 201>>;
  };
  payments: {
    /** Create a payment link (`POST /reservations/{reservationId}/payment-link`) */
    createLink(reservationId: string, body?: Body<'createPaymentLink'>, options?: WriteOptions): Promise<Answer<'createPaymentLink', 201>>;
    /** List payments and refunds (`GET /payments`) */
    list(query?: Query<'listPayments'>, options?: RequestOptions): Paged<Answer<'listPayments', 200>, 'payments'>;
    /** Record a payment (`POST /reservations/{reservationId}/payments`) */
    record(reservationId: string, body: Body<'recordPayment'>, options?: WriteOptions): Promise<Answer<'recordPayment', 201>>;
    /** Refund a payment (`POST /payments/{paymentId}/refund`) */
    refund(paymentId: string, body?: Body<'refundPayment'>, options?: WriteOptions): Promise<Answer<'refundPayment', 201>>;
  };
  properties: {
    /** Archive a property (`POST /properties/{propertyId}/archive`) */
    archive(propertyId: string, body?: Body<'archiveProperty'>, options?: WriteOptions): Promise<Answer<'archiveProperty', 200>>;
    /** Create a property (`POST /properties`) */
    create(body: Body<'createProperty'>, options?: WriteOptions): Promise<Answer<'createProperty', 201>>;
    /** Get a property (`GET /properties/{propertyId}`) */
    get(propertyId: string, options?: RequestOptions): Promise<Answer<'getProperty', 200>>;
    /** Get fees and taxes (`GET /properties/{propertyId}/fees-and-taxes`) */
    getFeesAndTaxes(propertyId: string, options?: RequestOptions): Promise<Answer<'getPropertyFeesAndTaxes', 200>>;
    /** List properties (`GET /properties`) */
    list(query?: Query<'listProperties'>, options?: RequestOptions): Promise<Answer<'listProperties', 200>>;
    /** Set booking settings (`PUT /properties/{propertyId}/booking-settings`) */
    setBookingSettings(propertyId: string, body: Body<'setBookingSettings'>, options?: WriteOptions): Promise<Answer<'setBookingSettings', 200>>;
    /** Set the cancellation policy (`PUT /properties/{propertyId}/cancellation-policy`) */
    setCancellationPolicy(propertyId: string, body: Body<'setCancellationPolicy'>, options?: WriteOptions): Promise<Answer<'setCancellationPolicy', 200>>;
    /** Set fees and taxes (`PUT /properties/{propertyId}/fees-and-taxes`) */
    setFeesAndTaxes(propertyId: string, body: Body<'setPropertyFeesAndTaxes'>, options?: WriteOptions): Promise<Answer<'setPropertyFeesAndTaxes', 200>>;
    /** Set housekeeping settings (`PUT /properties/{propertyId}/task-settings`) */
    setTaskSettings(propertyId: string, body?: Body<'setPropertyTaskSettings'>, options?: WriteOptions): Promise<Answer<'setPropertyTaskSettings', 200>>;
    /** Change a property (`PATCH /properties/{propertyId}`) */
    update(propertyId: string, body: Body<'updateProperty'>, options?: WriteOptions): Promise<Answer<'updateProperty', 200>>;
  };
  quota: {
    /** Quotas of the calling credential (`GET /quota`) */
    get(options?: RequestOptions): Promise<Answer<'getQuota', 200>>;
  };
  ratePlans: {
    /** Create a rate plan (`POST /rate-plans`) */
    create(body: Body<'createRatePlan'>, options?: WriteOptions): Promise<Answer<'createRatePlan', 201>>;
    /** Change a rate plan (`PATCH /rate-plans/{ratePlanId}`) */
    update(ratePlanId: string, body: Body<'updateRatePlan'>, options?: WriteOptions): Promise<Answer<'updateRatePlan', 200>>;
  };
  rates: {
    /** Adjust prices (`POST /rates/adjust`) */
    adjust(body: Body<'adjustRates'>, options?: WriteOptions): Promise<Answer<'adjustRates', 200>>;
    /** Nightly rates and restrictions (`GET /rates`) */
    get(query: Query<'getRates'>, options?: RequestOptions): Promise<Answer<'getRates', 200>>;
    /** Set prices and restrictions (`PUT /rates`) */
    set(body: Body<'setRates'>, options?: WriteOptions): Promise<Answer<'setRates', 200>>;
  };
  reports: {
    /** The host’s day: arrivals, departures, the month so far (`GET /reports/overview`) */
    overview(query?: Query<'getReportOverview'>, options?: RequestOptions): Promise<Answer<'getReportOverview', 200>>;
    /** Revenue, occupancy, ADR and RevPAR for a period (`GET /reports/summary`) */
    summary(query: Query<'getReportSummary'>, options?: RequestOptions): Promise<Answer<'getReportSummary', 200>>;
  };
  reservations: {
    /** Cancel a reservation (`POST /reservations/{reservationId}/cancel`) */
    cancel(reservationId: string, body?: Body<'cancelReservation'>, options?: WriteOptions): Promise<Answer<'cancelReservation', 200>>;
    /** Change a reservation’s status (`POST /reservations/{reservationId}/check-in`) */
    checkIn(reservationId: string, body?: Body<'checkInReservation'>, options?: WriteOptions): Promise<Answer<'checkInReservation', 200>>;
    /** Change a reservation’s status (`POST /reservations/{reservationId}/check-out`) */
    checkOut(reservationId: string, body?: Body<'checkOutReservation'>, options?: WriteOptions): Promise<Answer<'checkOutReservation', 200>>;
    /** Change a reservation’s status (`POST /reservations/{reservationId}/confirm`) */
    confirm(reservationId: string, body?: Body<'confirmReservation'>, options?: WriteOptions): Promise<Answer<'confirmReservation', 200>>;
    /** Record a reservation (`POST /reservations`) */
    create(body: Body<'createReservation'>, options?: WriteOptions): Promise<Answer<'createReservation', 201>>;
    /** Get a reservation (`GET /reservations/{reservationId}`) */
    get(reservationId: string, options?: RequestOptions): Promise<Answer<'getReservation', 200>>;
    /** List reservations (`GET /reservations`) */
    list(query?: Query<'listReservations'>, options?: RequestOptions): Paged<Answer<'listReservations', 200>, 'reservations'>;
    /** List a reservation’s payments (`GET /reservations/{reservationId}/payments`) */
    listPayments(reservationId: string, options?: RequestOptions): Promise<Answer<'listReservationPayments', 200>>;
    /** Change a reservation’s status (`POST /reservations/{reservationId}/no-show`) */
    markNoShow(reservationId: string, body?: Body<'markReservationNoShow'>, options?: WriteOptions): Promise<Answer<'markReservationNoShow', 200>>;
    /** Change a reservation’s status (`POST /reservations/{reservationId}/provisional`) */
    markProvisional(reservationId: string, body?: Body<'markReservationProvisional'>, options?: WriteOptions): Promise<Answer<'markReservationProvisional', 200>>;
    /** Move a reservation (`PUT /reservations/{reservationId}/dates`) */
    move(reservationId: string, body: Body<'moveReservation'>, options?: WriteOptions): Promise<Answer<'moveReservation', 200>>;
  };
  restrictions: {
    /** Set stay restrictions (`PUT /restrictions`) */
    set(body: Body<'setRestrictions'>, options?: WriteOptions): Promise<Answer<'setRestrictions', 200>>;
  };
  sandboxes: {
    /** Create a sandbox (`POST /sandboxes`) */
    create(body?: Body<'createSandbox'>, options?: WriteOptions): Promise<Answer<'createSandbox', 201>>;
    /** Delete a sandbox (`DELETE /sandboxes/{sandboxId}`) */
    delete(sandboxId: string, options?: WriteOptions): Promise<Answer<'deleteSandbox', 200>>;
    /** List your sandboxes (`GET /sandboxes`) */
    list(options?: RequestOptions): Promise<Answer<'listSandboxes', 200>>;
    /** Reset a sandbox (`POST /sandboxes/{sandboxId}/reset`) */
    reset(sandboxId: string, body?: Body<'resetSandbox'>, options?: WriteOptions): Promise<Answer<'resetSandbox', 200>>;
  };
  service: {
    /** Service state and discovery (`GET /status`) */
    status(options?: RequestOptions): Promise<Answer<'getServiceStatus', 200>>;
  };
  tasks: {
    /** Cancel a task (`POST /tasks/{taskId}/cancel`) */
    cancel(taskId: string, body?: Body<'cancelTask'>, options?: WriteOptions): Promise<Answer<'cancelTask', 200>>;
    /** Complete a task (`POST /tasks/{taskId}/complete`) */
    complete(taskId: string, body?: Body<'completeTask'>, options?: WriteOptions): Promise<Answer<'completeTask', 200>>;
    /** Create a task (`POST /tasks`) */
    create(body: Body<'createTask'>, options?: WriteOptions): Promise<Answer<'createTask', 201>>;
    /** Get a task (`GET /tasks/{taskId}`) */
    get(taskId: string, options?: RequestOptions): Promise<Answer<'getTask', 200>>;
    /** List tasks (`GET /tasks`) */
    list(query?: Query<'listTasks'>, options?: RequestOptions): Paged<Answer<'listTasks', 200>, 'tasks'>;
    /** Start a task (`POST /tasks/{taskId}/start`) */
    start(taskId: string, body?: Body<'startTask'>, options?: WriteOptions): Promise<Answer<'startTask', 200>>;
    /** Change a task (`PATCH /tasks/{taskId}`) */
    update(taskId: string, body?: Body<'updateTask'>, options?: WriteOptions): Promise<Answer<'updateTask', 200>>;
  };
  units: {
    /** Archive a unit (`POST /units/{unitId}/archive`) */
    archive(unitId: string, body?: Body<'archiveUnit'>, options?: WriteOptions): Promise<Answer<'archiveUnit', 200>>;
    /** Create a unit (`POST /units`) */
    create(body: Body<'createUnit'>, options?: WriteOptions): Promise<Answer<'createUnit', 201>>;
    /** List rentable units (`GET /units`) */
    list(query?: Query<'listUnits'>, options?: RequestOptions): Promise<Answer<'listUnits', 200>>;
    /** List rentable units (`GET /properties/{propertyId}/units`) */
    listPropertyUnits(propertyId: string, query?: Query<'listPropertyUnits'>, options?: RequestOptions): Promise<Answer<'listPropertyUnits', 200>>;
    /** Set listing settings (`PUT /units/{unitId}/listing-settings`) */
    setListingSettings(unitId: string, body: Body<'setListingSettings'>, options?: WriteOptions): Promise<Answer<'setListingSettings', 200>>;
    /** Change a unit (`PATCH /units/{unitId}`) */
    update(unitId: string, body: Body<'updateUnit'>, options?: WriteOptions): Promise<Answer<'updateUnit', 200>>;
  };
  webhooks: {
    /** Register a webhook endpoint (`POST /webhooks`) */
    create(body: Body<'createWebhook'>, options?: WriteOptions): Promise<Answer<'createWebhook', 201>>;
    /** Delete a webhook endpoint (`DELETE /webhooks/{webhookId}`) */
    delete(webhookId: string, options?: WriteOptions): Promise<Answer<'deleteWebhook', 200>>;
    /** List a webhook endpoint’s deliveries (`GET /webhooks/{webhookId}/deliveries`) */
    deliveries(webhookId: string, query?: Query<'listWebhookDeliveries'>, options?: RequestOptions): Paged<Answer<'listWebhookDeliveries', 200>, 'deliveries'>;
    /** List webhook endpoints (`GET /webhooks`) */
    list(options?: RequestOptions): Promise<Answer<'listWebhooks', 200>>;
    /** Send a delivery again (`POST /webhooks/{webhookId}/deliveries/{deliveryId}/retry`) */
    retryDelivery(webhookId: string, deliveryId: string, body?: Body<'retryWebhookDelivery'>, options?: WriteOptions): Promise<Answer<'retryWebhookDelivery', 200>>;
  };
  website: {
    /** Get a property’s website, making its draft first (`POST /website/drafts`) */
    createDraft(body: Body<'createWebsiteDraft'>, options?: WriteOptions): Promise<Answer<'createWebsiteDraft', 200>>;
    /** Post news on a website (`POST /website/posts`) */
    createPost(body: Body<'createWebsitePost'>, options?: WriteOptions): Promise<Answer<'createWebsitePost', 201>>;
    /** List the direct-booking websites (`GET /website`) */
    list(options?: RequestOptions): Promise<Answer<'listWebsites', 200>>;
    /** List website posts (`GET /website/posts`) */
    listPosts(query?: Query<'listWebsitePosts'>, options?: RequestOptions): Promise<Answer<'listWebsitePosts', 200>>;
    /** Publish a website (`POST /website/{propertyId}/publish`) */
    publish(propertyId: string, body?: Body<'publishWebsite'>, options?: WriteOptions): Promise<Answer<'publishWebsite', 200>>;
    /** Edit a website’s draft (`PUT /website/drafts/{propertyId}`) */
    updateDraft(propertyId: string, body?: Body<'updateWebsiteDraft'>, options?: WriteOptions): Promise<Answer<'updateWebsiteDraft', 200>>;
  };
  workspace: {
    /** Workspace context (`GET /workspace`) */
    get(options?: RequestOptions): Promise<Answer<'getWorkspace', 200>>;
  };
}
