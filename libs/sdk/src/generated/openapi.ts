// Generated from apps/api/openapi.json by `npm run openapi`; do not edit.
export interface paths {
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the audit log
         * @description Every write attempt in the workspace, allowed or refused, newest first: time, operation, credential and user, surface, the ids it addressed, and the outcome (status code and error code). Never a secret or a message body. Owners and admins only. Example: `GET /audit-log?operation=rates.set&from=2026-11-01`.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Availability search
         * @description Per unit, the free nights (a sellable room and no stop sell on the default rate plan) and the maximal runs of free nights of at least minNights, as periods { from, to (last night), nights }. With weekdays, only free nights on those days are listed and periods start on the first of them. Archived units, and the units of archived properties, take no bookings and are left out. At most 366 nights.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/availability/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a stay
         * @description Whether a guest could book this stay now, as a DIRECT booking: bookable, a quote (each night’s price with the listing’s weekend price, the weekly or monthly discount, the unit’s cleaning and extra-guest fees, the property’s fees and taxes, as lines and totals) and every rule the stay breaks, by name and night: NO_AVAILABILITY, ADVANCE_BOOKING, CLOSED_TO_ARRIVAL, MIN_NIGHTS, MAX_NIGHTS, STOP_SELL, CLOSED_TO_DEPARTURE, CHECK_IN_DAY, CHECK_OUT_DAY. POST /reservations with source DIRECT refuses with the first of the same rules, so a check and a create agree. Changes nothing.
         */
        get: operations["checkStay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block nights
         * @description Takes rooms of a unit out of sale on the nights from–to (inclusive), for own use (OWNER) or MAINTENANCE. The rooms must be free on every night: otherwise 409 NO_AVAILABILITY names the first night that is not, and nothing changes.
         */
        post: operations["createBlock"];
        /**
         * Lift blocks
         * @description Frees the blocked nights of a unit between from and to (inclusive); a block reaching outside the range is shortened or split, so its other nights stay blocked. Answers how many blocked nights were lifted. CHANNEL blocks belong to the channel feed that made them and stay: a range holding only those answers 409 CHANNEL_OWNED. On MCP, lifting an OWNER block needs a separate confirmation.
         */
        delete: operations["liftBlocks"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calendar
         * @description Per unit and night: physical rooms, reserved, owner-blocked, maintenance-blocked, channel-blocked and sellable rooms, plus the reservations and blocks overlapping the range. `format=compact` answers the same counters as arrays aligned to `dates` (`{ format, from, to, dates, units: [{ id, name, physical, reserved, ownerBlocked, maintenanceBlocked, channelBlocked, blocked, sellable }] }`), without reservations and blocks. Archived units, and the units of archived properties, are shown only when `unitId` names them. `from` and `to` are inclusive; at most 366 nights.
         */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channel-hooks/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive a channel connector’s message
         * @description For channel connectors of API connections, not for API keys: reservations (`reservation.upsert`, `reservation.cancel`) and guest messages (`message.received`), signed as Standard Webhooks with the connection’s signingSecret (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). A bad signature, a timestamp more than 5 minutes off or a webhook-id seen before is refused (401 BAD_SIGNATURE) and changes nothing. Idempotent by the channel’s ids; reservations are stored even when they overbook (isOverbooking).
         */
        post: operations["receiveChannelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Channel connections
         * @description The channel connections of the workspace with their state: status (PENDING, OK, WARNING, ERROR, DISCONNECTED), last synchronisation, next scheduled one, last error, overbooking conflicts and per-unit listings (import feed addresses masked; the export feed addresses, to paste into channels, shown to OWNER and ADMIN).
         */
        get: operations["listConnections"];
        put?: never;
        /**
         * Connect a channel
         * @description Connects a property to a channel. ICAL: each listed unit’s channel feed (importUrl) is pulled every CHANNEL_SYNC_INTERVAL_SECONDS (default 900) by the worker, its bookings becoming reservations of that channel and its "Not available" events CHANNEL blocks; the answer gives each unit’s exportUrl, the feed to paste into the channel, which GET /connections shows OWNER and ADMIN again (POST /connections/:connectionId/rotate-export-urls makes new ones). API: each unit names its externalListingId; every change of availability, price, restriction or setting is sent to endpointUrl as signed JSON (Standard Webhooks, with the signingSecret answered this once), and the connector sends reservations and messages to POST /channel-hooks/:connectionId signed the same way. One connection per property and channel (409 ALREADY_CONNECTED). Addresses must be http or https on public addresses (400 URL_NOT_ALLOWED). Plan feature channels. Example: `{ "propertyId": "prop_…", "channel": "BOOKING_COM", "method": "API", "endpointUrl": "https://connector.example/innkeep", "listings": [{ "unitId": "unit_…", "externalListingId": "8841203" }] }`.
         */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connectionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a channel connection
         * @description One channel connection: its state, last and next synchronisation, last error, conflicts and listings; an OWNER or ADMIN sees each listing’s exportUrl, the feed to paste into the channel.
         */
        get: operations["getConnection"];
        put?: never;
        post?: never;
        /**
         * Disconnect a channel
         * @description Stops synchronising a connection and revokes its export feeds (they answer 404 from now on). Reservations it imported stay, as history; its CHANNEL blocks are lifted from today on, as nothing will keep them current. Answers { disconnected: true }; a connection already disconnected answers 404.
         */
        delete: operations["deleteConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connectionId}/rotate-export-urls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New export feed addresses
         * @description Makes new export feed addresses for every unit of the connection and revokes the old ones at once (they answer 404). Answers the connection with the new exportUrl of each listing: paste them into the channel (GET /connections shows them OWNER and ADMIN again).
         */
        post: operations["rotateConnectionExportUrls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connections/{connectionId}/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Synchronise a channel now
         * @description Asks for a synchronisation: a worker pulls the connection’s feeds, as on its schedule, and the answer (202) is the connection at once, its `sync` QUEUED with `requestedAt`. Follow GET /connections/:connectionId until `sync.status` is DONE (QUEUED, then RUNNING; seconds, usually): `sync.result` then says what changed: created, moved (updated) and cancelled reservations, CHANNEL blocks added and lifted, overbooking conflicts. A feed that cannot be used changes nothing and gives status ERROR (FEED_UNREACHABLE, FEED_INVALID, FEED_TOO_LARGE, URL_NOT_ALLOWED) or WARNING (FEED_EMPTY: ask again with acceptEmpty: true to apply it) in `sync.result.error`, recorded on the connection too (lastSyncStatus, lastError). Asking again while one is QUEUED answers that same request (same requestedAt; acceptEmpty: true is kept); asking while one is RUNNING queues a new one, pulled once that one is done. A disconnected connection answers NOT_FOUND.
         */
        post: operations["syncConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the change feed
         * @description The workspace’s changes in commit order, each once: reservations created, moved, cancelled, status changes, overbookings, blocks, rates, restrictions, settings, channel synchronisations. Read from `after` (the previous nextCursor) in pages of `take`; an empty page still answers a nextCursor to poll with. An event that commits late is never skipped: the feed waits for writes still open. Events are kept 30 days. Example: `GET /events?types=reservation.created,reservation.cancelled&take=50`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or search guests
         * @description The guests of the workspace (one per e-mail), with how many stays each had and when the last one began, ordered by last name then first name. `search` matches part of a name or e-mail, ignoring case and accents. Pages of `take` (default 50, at most 200) linked by `nextCursor`.
         */
        get: operations["listGuests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/guests/{guestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a guest
         * @description One guest with their contact details and every reservation they made, newest first.
         */
        get: operations["getGuest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List integrations
         * @description The channels Innkeep connects to, the methods each supports, and how many of this workspace’s properties are connected to each (disconnected ones not counted).
         */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/is-connected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm the credential points to a workspace
         * @description Answers `{ connected: true }` for any valid credential, whatever its scopes. Used to check a login.
         */
        get: operations["checkConnection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List guest message threads
         * @description The guest conversations of the workspace (one per guest and channel conversation), newest activity first, each with its guest, channel, reservation, last message and unread state. Filters: `reservationId`, `unread`. Pages of `take` (default 50, at most 200) linked by `nextCursor`. Reading marks nothing read.
         */
        get: operations["listMessageThreads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{threadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a conversation
         * @description One guest conversation with its messages in time order, oldest first. Reading it marks nothing read: POST /messages/:threadId/read does.
         */
        get: operations["getMessageThread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{threadId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read
         * @description Marks every guest message of the conversation read and answers the thread (unread false). Marking it again changes nothing.
         */
        post: operations["markMessageThreadRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{threadId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a guest
         * @description Sends a message to the guest through the conversation’s channel connection: it is stored as an OUTBOUND message with deliveryStatus QUEUED, which the channel connector turns into SENT or FAILED, and the conversation counts as read. A conversation with no active channel connection to send through answers 409 CHANNEL_CANNOT_SEND. On MCP (message_send) it needs a separate confirmation.
         */
        post: operations["replyToMessageThread"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a guest message
         * @description Prepares a guest message from a template (WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST, REPLY) in en, pt, es, fr or de, filled with the reservation’s, unit’s and property’s real values. `facts` lists every value used; `missing` names every value the template wanted and the workspace lacks (the text leaves those sentences out rather than invent them). Stores nothing and sends nothing: send it with POST /messages/:threadId/replies.
         */
        post: operations["draftMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments and refunds
         * @description Every payment and refund of the workspace for bookkeeping, by when it was received (`from` included, `to` excluded; a date is its midnight UTC) and method, oldest first, in pages of `take` (default 100, at most 200) linked by `nextCursor`. REST also answers `text/csv` (Accept header): one row per record, a refund’s amount negative. On MCP, `reservationId` lists one reservation’s ledger instead. Example: `GET /payments?from=2030-07-01&to=2030-08-01&method=CASH`.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{paymentId}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a payment
         * @description Records money given back from one payment and answers the refund (kind REFUND, `refundOf` naming the payment). At most what is left of that payment (its amount less its refunds), by default all of it; more answers 409 REFUND_EXCEEDS_PAYMENT with `leftMinor`, and refunding a refund 409 NOT_REFUNDABLE. The reservation’s paidAmountMinor, balanceMinor and paymentStatus follow (REFUNDED once everything paid was given back). An ONLINE payment is refunded by Stripe, on the host’s own account: the call asks Stripe and answers the payment with `pendingRefund`; the refund is recorded when Stripe confirms it (event payment.refunded), not before (409 PAYMENTS_NOT_CONNECTED when the account was disconnected, 502 PAYMENT_PROCESSOR_FAILED when Stripe refused). On MCP it needs a separate confirmation.
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List properties
         * @description The properties of the workspace with id, name, status, city, currency, time zone and unit count.
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Create a property
         * @description Creates a property with its name, currency and time zone, and optionally its address, check-in and check-out times (default 15:00 and 11:00) and status (default ACTIVE). Add its units with POST /units. Send an Idempotency-Key to retry safely.
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a property
         * @description One property with its address, check-in and check-out times, cancellation policy, booking settings, units and rate plans.
         */
        get: operations["getProperty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a property
         * @description Changes the fields sent (name, currency, time zone, city, country, address, check-in and check-out times, status, payment schedule); the others keep their value. `address` replaces the whole address; `paymentSchedule` changes the fields it names (`depositPercent` due at booking, the rest `balanceDueDaysBeforeArrival` days before arrival). Setting the status of an archived property brings it back into use.
         */
        patch: operations["updateProperty"];
        trace?: never;
    };
    "/properties/{propertyId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a property
         * @description Archives a property: it leaves the property and unit lists (unless `includeArchived=true`) and availability, and its units take no new reservations (409 ARCHIVED). Its reservations, rates and history stay; archiving it again changes nothing. PATCH its status to ACTIVE to use it again.
         */
        post: operations["archiveProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}/booking-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set booking settings
         * @description Sets instant booking and the arrival time window of a property; fields left out keep their value. Propagated to connected channels as `propagation` says.
         */
        put: operations["setBookingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}/cancellation-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the cancellation policy
         * @description Sets the cancellation policy of a property and propagates it to connected channels; `propagation` says, per channel, whether it was queued for synchronisation or must be changed by hand.
         */
        put: operations["setCancellationPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}/fees-and-taxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get fees and taxes
         * @description The fees and taxes of a property, as every quote of its units adds them. Quotes (the stay check, the website, a DIRECT booking’s default total) add them after the nights and the weekly or monthly discount: fees PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (of the nights less the discount), after the unit’s own cleaning and extra-guest fees; then taxes, a PERCENT of ACCOMMODATION or ACCOMMODATION_AND_FEES, PER_GUEST_PER_NIGHT (children exempt and a cap on nights if set) or PER_STAY. An inclusive tax is already inside the prices: it is shown as a line (base × p / (100 + p)) and not added. Each line is rounded half-up on its own; totals are sums of lines. Bookings already made keep their price.
         */
        get: operations["getPropertyFeesAndTaxes"];
        /**
         * Set fees and taxes
         * @description Replaces the fees and taxes of a property (send both lists; an empty list removes them all). Each kind takes its one figure: a percent for PERCENT_OF_ACCOMMODATION fees and PERCENT taxes, amountMinor for the others (400 VALIDATION_FAILED naming the field otherwise); codes are unique within fees and within taxes. Quotes (the stay check, the website, a DIRECT booking’s default total) add them after the nights and the weekly or monthly discount: fees PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (of the nights less the discount), after the unit’s own cleaning and extra-guest fees; then taxes, a PERCENT of ACCOMMODATION or ACCOMMODATION_AND_FEES, PER_GUEST_PER_NIGHT (children exempt and a cap on nights if set) or PER_STAY. An inclusive tax is already inside the prices: it is shown as a line (base × p / (100 + p)) and not added. Each line is rounded half-up on its own; totals are sums of lines. Bookings already made keep their price.
         */
        put: operations["setPropertyFeesAndTaxes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}/task-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set housekeeping settings
         * @description Sets the housekeeping of a property: whether each departure of a stay holding a room makes a CLEANING task by itself (`autoCleaning`, off until turned on), the checklist each such cleaning starts with, and who it is assigned to (a member of the workspace); fields left out keep their value. Turning automatic cleaning on also makes the cleanings of the stays departing from today on. Automatic cleanings follow their stay: moved with it, cancelled with it unless DONE, due by the check-in time when another stay arrives that day.
         */
        put: operations["setPropertyTaskSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/properties/{propertyId}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rentable units
         * @description Rentable units, optionally of one property, each with its property, room count, occupancy, rate plans and listing settings. Archived units, and the units of archived properties, are left out unless `includeArchived=true`.
         */
        get: operations["listPropertyUnits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quotas of the calling credential
         * @description Each operation’s quota for the calling credential: limit, requests used and remaining, and seconds until the window resets. Quotas are per credential and operation, so a REST route and its MCP tool spend the same one. Reading them spends only this operation’s own quota (quota.get), never one of the quotas it reports.
         */
        get: operations["getQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rate-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a rate plan
         * @description Adds a rate plan to a unit, priced in its property’s currency. A unit has exactly one default plan: a new default plan takes over from the earlier one in the same transaction. An archived unit takes no new plans (409 ARCHIVED). Send an Idempotency-Key to retry safely.
         */
        post: operations["createRatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rate-plans/{ratePlanId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a rate plan
         * @description Changes the title, base price or default of a rate plan; fields left out keep their value. Making it the default clears the default of the unit’s other plans in the same transaction; `isDefault: false` on the default plan answers 409 DEFAULT_RATE_PLAN_REQUIRED (make another plan the default instead). Nightly rates set with PUT /rates stay.
         */
        patch: operations["updateRatePlan"];
        trace?: never;
    };
    "/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nightly rates and restrictions
         * @description One row per rate plan and night: price (the plan’s base price where none is set), minimum and maximum nights, closed to arrival, closed to departure, stop sell. Name one of ratePlanId, unitId (all its plans) or propertyId.
         */
        get: operations["getRates"];
        /**
         * Set prices and restrictions
         * @description Sets the price and/or restrictions of every night from–to (inclusive, at most 731), optionally only on some weekdays, for one rate plan, a unit’s default plan, or every plan of a property, in one statement. Answers the nights written.
         */
        put: operations["setRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rates/adjust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust prices
         * @description Moves the existing price of every night from–to (inclusive) by a percentage or a fixed amount. When any night would move by more than ±50 % of its price the answer is 400 ADJUSTMENT_TOO_LARGE naming that night, and nothing changes.
         */
        post: operations["adjustRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The host’s day: arrivals, departures, the month so far
         * @description For `date` (default today in the workspace’s time zone): the arrivals and departures with guest, unit and check-in or check-out time, the stays in house that night, the month’s occupancy, revenue and ADR (as GET /reports/summary counts them, in the main currency), the direct share (DIRECT and MANUAL revenue / all revenue of the month), arrivals, departures and occupancy of each of the next seven days, and the overdue balances (stays owing an amount of their payment schedule due before `date`, at most 50). On MCP, `from` and `to` instead answer the revenue report of GET /reports/summary (its plan feature and quota).
         */
        get: operations["getReportOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Revenue, occupancy, ADR and RevPAR for a period
         * @description Revenue, nights sold and available, occupancy, ADR, RevPAR, reservations and cancellations for the nights `from`–`to` (inclusive, at most 366), in total and by channel, property, unit and month. Revenue is each stay’s total spread evenly over its nights (remainder on the first night) and counted by night of stay, for stays that hold a room (PROVISIONAL, CONFIRMED, CHECKED_IN) or are CHECKED_OUT; a 5-night stay with 2 nights in the period counts 2/5 of its total. Nights available are the rooms of each night less those blocked for owner use or maintenance. Amounts are minor units; with stays or properties in several currencies, `currencies` holds one summary per currency and the top level repeats the one with the most revenue. REST also answers `text/csv` (Accept header) for spreadsheets.
         */
        get: operations["getReportSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reservations
         * @description Reservations by property, unit, period (a stay matches when it overlaps from–to), status, source, guest name, overbooking, payment status or an amount due before a day (`balanceDueBefore`), ordered by arrival date then id, in pages of `take` (default 50, at most 200) linked by `nextCursor`.
         */
        get: operations["listReservations"];
        put?: never;
        /**
         * Record a reservation
         * @description Records a MANUAL or DIRECT reservation. A PROVISIONAL or CONFIRMED one holds a room on every night from arrival to the night before departure and never overbooks: when a night is full the answer is 409 NO_AVAILABILITY naming it. An archived unit, or a unit of an archived property, answers 409 ARCHIVED. A DIRECT one obeys the stay restrictions of its rate plan (409 RESTRICTION_VIOLATED naming the rule and the night; minimum and maximum nights are read on the arrival night); a MANUAL one skips them. The total of a MANUAL stay defaults to the sum of the nightly prices; a DIRECT stay is priced as the stay check quotes it (each night’s price with the listing’s weekend price, the weekly or monthly discount, the unit’s cleaning and extra-guest fees, the property’s fees and taxes) and, without a totalAmountMinor, the answer shows that quote (`quote`). Every reservation carries `amounts`: its lines (NIGHT, DISCOUNT, FEE, TAX) and totals; a total sent is one MANUAL_TOTAL line. A DIRECT refusal (NO_AVAILABILITY, RESTRICTION_VIOLATED) also lists every rule the stay breaks (`violations`, as the stay check names them). A booking made by a visitor on a property’s website obeys the website’s stay rules too: at most 30 nights (409 STAY_TOO_LONG); at most 3 unpaid bookings holding a room per visitor’s network and 20 per property at once (409 TOO_MANY_HOLDS, `scope` VISITOR or PROPERTY); and a PROVISIONAL one the host has not confirmed within 24 hours is cancelled, its nights returning to sale. Send an Idempotency-Key to retry safely.
         */
        post: operations["createReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a reservation
         * @description One reservation: dates, status, guest, party size, amounts (total, paid, balance) and payment state.
         */
        get: operations["getReservation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a reservation
         * @description Cancels an INQUIRY, PROVISIONAL or CONFIRMED reservation; its nights return to sale. Other statuses answer 409 INVALID_TRANSITION. On MCP, cancelling a CONFIRMED reservation needs a separate confirmation.
         */
        post: operations["cancelReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reservation’s status
         * @description Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.
         */
        post: operations["checkInReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reservation’s status
         * @description Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.
         */
        post: operations["checkOutReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reservation’s status
         * @description Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.
         */
        post: operations["confirmReservation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move a reservation
         * @description Moves the dates, and optionally the unit, of a reservation. The status is kept; a DIRECT reservation obeys the stay restrictions of its new dates (409 RESTRICTION_VIOLATED naming the first rule broken, with every one in `violations`); a room-holding reservation never overbooks: when a new night is full the answer is 409 NO_AVAILABILITY and nothing changes. Moving onto an archived unit answers 409 ARCHIVED.
         */
        put: operations["moveReservation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reservation’s status
         * @description Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.
         */
        post: operations["markReservationNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/payment-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a payment link
         * @description Creates a Stripe Checkout page on the workspace’s own connected Stripe account for a guest to pay a reservation online: `amountMinor` (default the balance still due), good for 23 hours. Answers `{ url, expiresAt }`; send the url to the guest. When the guest pays, the payment is recorded as an ONLINE payment (method ONLINE). 409 PAYMENTS_NOT_CONNECTED when no Stripe account is connected (an OWNER or ADMIN connects one on the web Payments page); 409 NOTHING_DUE when nothing is due (a cancelled reservation, or a balance of 0 with no amount given); 502 PAYMENT_PROCESSOR_FAILED when Stripe refused or was unreachable.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a reservation’s payments
         * @description The ledger of one reservation, oldest first: its payments and refunds, each refund naming the payment it gives money back from, and each payment what its refunds gave back so far. The reservation’s paidAmountMinor, balanceMinor and paymentStatus are derived from these.
         */
        get: operations["listReservationPayments"];
        put?: never;
        /**
         * Record a payment
         * @description Records money a guest paid for a reservation, in the reservation’s currency, and answers the payment (201). The reservation’s paidAmountMinor, balanceMinor and paymentStatus follow at once (UNPAID, PARTIALLY_PAID, PAID, OVERPAID). Any status may take a payment, a cancelled one too.
         */
        post: operations["recordPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reservations/{reservationId}/provisional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change a reservation’s status
         * @description Moves a reservation along INQUIRY → PROVISIONAL → CONFIRMED → CHECKED_IN → CHECKED_OUT, or CONFIRMED → NO_SHOW; anything else answers 409 INVALID_TRANSITION. Becoming PROVISIONAL takes a room on every night (409 NO_AVAILABILITY when one is full); a no-show frees the nights, a check-out the nights from today on.
         */
        post: operations["markReservationProvisional"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/restrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set stay restrictions
         * @description Sets minimum and maximum nights, closed to arrival, closed to departure and stop sell on every night from–to (inclusive), optionally only on some weekdays. Restrictions apply to DIRECT reservations; MANUAL ones by staff skip them.
         */
        put: operations["setRestrictions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your sandboxes
         * @description The sandboxes of the calling user, oldest first: workspaces seeded with a copy of the demo season, for trying writes without touching real reservations. Their keys start `ikp_test_` and work on sandboxes only; a sandbox unused for 30 days is removed.
         */
        get: operations["listSandboxes"];
        put?: never;
        /**
         * Create a sandbox
         * @description Makes a sandbox workspace for the calling user, seeded with its own copy of the demo season (two properties, twelve units, rates, blocks and a season of reservations), and answers its test key (`ikp_test_…`) once. Test keys work on sandboxes only, and a sandbox refuses live keys (403 SANDBOX_MISMATCH). A sandbox pulls and pushes no channel, takes Stripe test keys only, delivers webhooks, has PRO quotas and counts against no plan. At most 5 per user (409 SANDBOX_LIMIT_REACHED); one unused for 30 days is removed.
         */
        post: operations["createSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes/{sandboxId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a sandbox
         * @description Deletes a sandbox of yours with all of its data, and revokes its test keys.
         */
        delete: operations["deleteSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandboxes/{sandboxId}/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a sandbox
         * @description Restores a sandbox of yours to a fresh copy of the demo season: its properties, units, rates, reservations, guests, tasks, payments and messages are replaced. Its keys, members, webhook endpoints and event history stay.
         */
        post: operations["resetSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service state and discovery
         * @description Whether the service is `ok` or `degraded` (with which dependency is down, in `checks`), the version, the server clock and where to find the OpenAPI description, the docs, the MCP server and its OAuth metadata (RFC 9728), and the OAuth authorization server’s metadata (RFC 8414). Needs no credential and returns no workspace data.
         */
        get: operations["getServiceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tasks
         * @description Housekeeping tasks (turnover cleanings, inspections, maintenance) by due day (`from`–`to`, both included), status, assignee (`me` or a user id), unit and type, ordered by due day then id, in pages of `take` (default 100, at most 200) linked by `nextCursor`. Each task names its unit and property address, and the next arrival’s day and party size, never the guest. A STAFF member sees only the tasks assigned to them, whatever `assignee` says. Example: `GET /tasks?from=2030-07-04&to=2030-07-04&assignee=me`.
         */
        get: operations["listTasks"];
        put?: never;
        /**
         * Create a task
         * @description Creates a task by hand on a unit: a CLEANING, INSPECTION, MAINTENANCE or OTHER job due on a day (and optionally by a local time), with a checklist and an assignee who must be a member of the workspace. Turnover cleanings of stays are made automatically when the property’s task settings say so; this is for everything else. Send an Idempotency-Key to retry safely.
         */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a task
         * @description One task with its checklist, its unit and property address, and the next arrival’s day and party size. A STAFF member gets only a task assigned to them (any other answers 404).
         */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a task
         * @description Assigns a task (to a member of the workspace, or to nobody with null), moves its due day or time, changes its notes or its checklist (sent whole, ticks included); fields left out keep their value. A STAFF member may change the checklist and notes of a task assigned to them, nothing else.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/tasks/{taskId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a task
         * @description Cancels an OPEN or IN_PROGRESS task: the work is not needed. DONE and CANCELLED tasks answer 409 INVALID_TRANSITION. A STAFF member cannot cancel.
         */
        post: operations["cancelTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{taskId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a task
         * @description Marks an OPEN or IN_PROGRESS task DONE, with the time it was done; the calendar no longer shows its cleaning pending. DONE and CANCELLED tasks answer 409 INVALID_TRANSITION.
         */
        post: operations["completeTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{taskId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a task
         * @description Marks an OPEN task IN_PROGRESS (the cleaner is on it). Any other status answers 409 INVALID_TRANSITION.
         */
        post: operations["startTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List rentable units
         * @description Rentable units, optionally of one property, each with its property, room count, occupancy, rate plans and listing settings. Archived units, and the units of archived properties, are left out unless `includeArchived=true`.
         */
        get: operations["listUnits"];
        put?: never;
        /**
         * Create a unit
         * @description Creates a rentable unit of a property (countOfRooms identical rooms, default 1) with its default rate plan "Standard" at basePriceMinor a night, in the property's currency. Its nights are sellable at once. An archived property takes no new units (409 ARCHIVED). Send an Idempotency-Key to retry safely.
         */
        post: operations["createUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{unitId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a unit
         * @description Changes the name, room count or occupancy of a unit; fields left out keep their value. A new room count applies to every night from today (in the property’s time zone) on, in the same transaction; a count below the rooms reservations and blocks already hold on some night answers 409 ROOMS_IN_USE naming those nights, and changes nothing. Past nights keep their count. Prices are changed on the rate plans (PATCH /rate-plans/{ratePlanId}).
         */
        patch: operations["updateUnit"];
        trace?: never;
    };
    "/units/{unitId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a unit
         * @description Archives a unit (`archivedAt` is set): it leaves the unit lists (unless `includeArchived=true`) and availability, and takes no new reservations (409 ARCHIVED). Its reservations, rates and history stay; archiving it again changes nothing.
         */
        post: operations["archiveUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/units/{unitId}/listing-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set listing settings
         * @description Weekend price, extra-guest fee, cleaning fee, weekly and monthly discounts, advance booking window, turnover days and check-in/check-out weekdays of a unit. Fields left out keep their value; null clears one.
         */
        put: operations["setListingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The workspace’s webhook endpoints with their state: ENABLED or DISABLED (and why), failures in a row, deliveries waiting. Secrets are never shown again.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Registers a URL to receive the workspace’s events as signed POSTs (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`). Answers the signing `secret` once. Deliveries go in order per endpoint, are retried with backoff for 24 hours, and 50 failures in a row disable the endpoint. Example: `{ "url": "https://example.com/hooks/innkeep", "events": ["reservation.created", "reservation.cancelled"] }`.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Stops deliveries to the endpoint and deletes it with its delivery history. Events stay in the feed.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook endpoint’s deliveries
         * @description Deliveries to one endpoint, newest first: the event, state (PENDING, SUCCEEDED, FAILED after 24 hours of retries), attempts, last status code, duration and error, next retry, and `attemptLog`: every attempt, oldest first, with its time, status code, duration and error (a first attempt that failed stays visible after a retry succeeded).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again
         * @description Queues one delivery to be sent again now, whatever its state (a failed one, or one the receiver lost); the worker sends it at its next turn, in order with the endpoint’s other deliveries.
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the direct-booking websites
         * @description Every property’s direct-booking website: its state (DRAFT until published), its address (`url`, which answers 404 until published), the content being edited and whether it differs from what the public site shows. A property without a site is not listed: POST /website/drafts makes one. Plan feature `website` (BUSINESS).
         */
        get: operations["listWebsites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/{propertyId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a website
         * @description Puts the draft’s content on the property’s public site, served at `url` (`<api origin>/sites/<slug>`): the content, the units with prices from, a calendar of live availability, a quote for chosen dates and a booking form that records DIRECT reservations (CONFIRMED with instant booking on, PROVISIONAL otherwise). Publishing again shows the latest draft. A property without a site answers 404. Plan feature `website` (BUSINESS).
         */
        post: operations["publishWebsite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/drafts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a property’s website, making its draft first
         * @description Answers the property’s direct-booking website with its latest posts (newest first). When the property has none yet, makes its draft first, filled from the property and its units (title, a tagline from the city, highlights, check-in and check-out times) under a new address (`slug`); calling it again answers the same site. Nothing is public until POST /website/:propertyId/publish. Being a write, it needs pms:write: GET /website and GET /website/posts (MCP website_list, website_posts_list) read the sites and their posts without it. Plan feature `website` (BUSINESS).
         */
        post: operations["createWebsiteDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/drafts/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a website’s draft
         * @description Changes the content of a property’s website draft: title, tagline, description, highlights, house rules, photos (https addresses); fields left out keep their value, a list replaces the whole list. The public site keeps showing the last published content until POST /website/:propertyId/publish. A property without a site answers 404 (POST /website/drafts makes one). Plan feature `website` (BUSINESS).
         */
        put: operations["updateWebsiteDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/website/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List website posts
         * @description News posts of the direct-booking websites, newest first (`take`, default 50). Plan feature `website` (BUSINESS).
         */
        get: operations["listWebsitePosts"];
        put?: never;
        /**
         * Post news on a website
         * @description Adds a news post to a property’s direct-booking website, shown newest first on the public site once the site is published. The body is Markdown, rendered safely: no scripts, no event handlers, no javascript: links. A property without a site answers 404 (POST /website/drafts makes one). Plan feature `website` (BUSINESS).
         */
        post: operations["createWebsitePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workspace context
         * @description The workspace name and time zone, the exact time in UTC and in the workspace, the caller’s role and effective scopes, the plan with its trial end, and the subscription (status, next charge, card, any warning). Call it first to anchor dates.
         */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Who made the change and through what */
        Actor: {
            id: string | null;
            /** @enum {string} */
            kind: "API_KEY" | "OAUTH" | "WEB" | "CHANNEL" | "SYSTEM";
            /** @enum {string} */
            surface: "REST" | "MCP" | "WEB" | "SYNC" | "WORKER";
            userId: string | null;
        } & {
            [key: string]: unknown;
        };
        AmountLine: {
            /** @description Rounded half-up on its own; negative for a discount */
            amountMinor: number;
            /** @description NIGHT, WEEKLY_DISCOUNT, MONTHLY_DISCOUNT, CLEANING, EXTRA_GUEST, MANUAL_TOTAL, CHANNEL_TOTAL, or the code of a property’s fee or tax */
            code: string;
            /**
             * Format: date
             * @description The night a NIGHT line prices
             */
            date?: string;
            /** @description A tax already inside the prices: shown, not added to any total */
            inclusive?: boolean;
            /** @enum {unknown} */
            kind: "NIGHT" | "DISCOUNT" | "FEE" | "TAX";
            label: string;
            quantity: number;
            unitAmountMinor: number;
        } & {
            [key: string]: unknown;
        };
        Amounts: {
            /** @description The nights */
            accommodationMinor: number;
            /** @description The weekly (7+ nights) or monthly (28+) discount, as a positive amount */
            discountMinor: number;
            /** @description The unit’s cleaning and extra-guest fees and the property’s fees */
            feesMinor: number;
            lines: components["schemas"]["AmountLine"][];
            /** @description Exclusive taxes (inclusive ones are inside the prices) */
            taxesMinor: number;
            /** @description accommodation − discount + fees + taxes */
            totalMinor: number;
        } & {
            [key: string]: unknown;
        };
        /** @description Every error. Service errors carry `code` and `msg`; shape-check failures also carry the framework fields `message` (string[]) and `error`. */
        ApiError: {
            /**
             * @description Stable, UPPER_SNAKE
             * @enum {string}
             */
            code?: "VALIDATION_FAILED" | "MALFORMED_JSON" | "BAD_URL" | "BAD_CURSOR" | "BAD_REQUEST" | "SOURCE_NOT_ALLOWED" | "RANGE_TOO_LONG" | "ADJUSTMENT_TOO_LARGE" | "URL_NOT_ALLOWED" | "UNAUTHENTICATED" | "INVALID_CREDENTIAL" | "PLAN_NO_API_ACCESS" | "SUBSCRIPTION_INACTIVE" | "BAD_SIGNATURE" | "SCOPE_REQUIRED" | "PLAN_REQUIRED" | "ROLE_REQUIRED" | "WORKSPACE_FORBIDDEN" | "SANDBOX_MISMATCH" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "REQUEST_TIMEOUT" | "NO_AVAILABILITY" | "RESTRICTION_VIOLATED" | "INVALID_TRANSITION" | "IDEMPOTENCY_KEY_IN_USE" | "CONFIRMATION_REQUIRED" | "ARCHIVED" | "ROOMS_IN_USE" | "DEFAULT_RATE_PLAN_REQUIRED" | "ALREADY_CONNECTED" | "CHANNEL_OWNED" | "CHANNEL_CANNOT_SEND" | "STAY_TOO_LONG" | "TOO_MANY_HOLDS" | "REFUND_EXCEEDS_PAYMENT" | "NOT_REFUNDABLE" | "PAYMENTS_NOT_CONNECTED" | "NOTHING_DUE" | "SANDBOX_LIMIT_REACHED" | "PAYLOAD_TOO_LARGE" | "URI_TOO_LONG" | "UNSUPPORTED_MEDIA_TYPE" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "HEADERS_TOO_LARGE" | "INTERNAL_ERROR" | "PAYMENT_PROCESSOR_FAILED" | "SERVICE_UNAVAILABLE";
            /** @description INTERNAL_ERROR: quote it to support */
            correlationId?: string;
            /** @description Shape-check failures only */
            error?: string;
            /** @description PLAN_REQUIRED: the missing feature */
            feature?: string;
            /** @description Shape-check failures only */
            message?: string[];
            /** @description A sentence for humans */
            msg?: string;
            /** @description PLAN_REQUIRED: the cheapest plan with it */
            plan?: string;
            /** @description The request’s id, as in its `X-Request-Id` header: quote it to support */
            requestId?: string;
            /** @description RATE_LIMITED, SERVICE_UNAVAILABLE: seconds to wait */
            retryAfter?: number;
            /** @description SCOPE_REQUIRED: the role of the key’s owner */
            role?: string;
            /** @description SCOPE_REQUIRED: the missing scope */
            scope?: string;
            statusCode: number;
        } & {
            [key: string]: unknown;
        };
        AuditEntry: {
            actor: components["schemas"]["Actor"];
            /** Format: date-time */
            at: string;
            id: string;
            operation: string;
            outcome: {
                errorCode: string | null;
                statusCode: number;
            } & {
                [key: string]: unknown;
            };
            /** @description Ids the write addressed or created */
            targets: {
                [key: string]: string;
            };
        } & {
            [key: string]: unknown;
        };
        Availability: {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            units: ({
                /** @description Nights with a sellable room and no stop sell (on the asked weekdays) */
                freeNights: string[];
                id: string;
                name: string;
                /** @description Maximal runs of free nights of at least minNights, starting on an asked weekday */
                periods: ({
                    /** Format: date */
                    from: string;
                    nights: number;
                    /**
                     * Format: date
                     * @description Last free night
                     */
                    to: string;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        Block: {
            /** @description The channel connection that owns a CHANNEL block */
            connectionId?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /**
             * Format: date
             * @description First blocked night
             */
            from: string;
            id: string;
            note?: string | null;
            rooms: number;
            /**
             * Format: date
             * @description Last blocked night (inclusive)
             */
            to: string;
            /**
             * @description OWNER and MAINTENANCE are the host’s; CHANNEL blocks come from a channel’s calendar feed
             * @enum {unknown}
             */
            type: "OWNER" | "MAINTENANCE" | "CHANNEL";
            unitId: string;
        } & {
            [key: string]: unknown;
        };
        BookingSettings: {
            arrivalTimeFrom?: string | null;
            arrivalTimeTo?: string | null;
            instantBooking?: boolean;
        } & {
            [key: string]: unknown;
        };
        /** @description The full form (the default): a row per unit and night, with the reservations and blocks overlapping the range */
        Calendar: {
            blocks: components["schemas"]["Block"][];
            /** Format: date */
            from: string;
            reservations: components["schemas"]["Reservation"][];
            /** Format: date */
            to: string;
            units: ({
                id: string;
                name: string;
                nights: ({
                    /** @description Rooms a channel’s calendar feed marks unavailable */
                    channelBlocked: number;
                    /** @description A cleaning due that day (a departure’s turnover) is not DONE; it does not change what is sellable */
                    cleaningPending: boolean;
                    /** Format: date */
                    date: string;
                    maintenanceBlocked: number;
                    ownerBlocked: number;
                    physical: number;
                    reserved: number;
                    /** @description max(0, physical − reserved − ownerBlocked − maintenanceBlocked − channelBlocked) */
                    sellable: number;
                } & {
                    [key: string]: unknown;
                })[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        CalendarAnswer: components["schemas"]["Calendar"] | components["schemas"]["CompactCalendar"];
        ChecklistItem: {
            done: boolean;
            label: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The compact form (`format=compact`): per-unit arrays aligned to `dates`, without reservations and blocks */
        CompactCalendar: {
            /** @description Every night from `from` to `to`; the index of a night here is its index in each unit’s arrays */
            dates: string[];
            /** @enum {string} */
            format: "compact";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            units: ({
                /** @description ownerBlocked + maintenanceBlocked + channelBlocked, one per night of `dates` */
                blocked: number[];
                /** @description Rooms a channel’s calendar feed marks unavailable, one per night of `dates` */
                channelBlocked: number[];
                /** @description 1 where a cleaning due that day (a departure’s turnover) is not DONE, else 0 (the full form’s `cleaningPending` as a number, to keep the columns short) */
                cleaningPending: (0 | 1)[];
                id: string;
                /** @description Rooms maintenance blocks hold, one per night of `dates` */
                maintenanceBlocked: number[];
                name: string;
                /** @description Rooms owner blocks hold, one per night of `dates` */
                ownerBlocked: number[];
                /** @description Rooms the unit has, one per night of `dates` */
                physical: number[];
                /** @description Rooms reservations hold, one per night of `dates` */
                reserved: number[];
                /** @description max(0, physical − reserved − ownerBlocked − maintenanceBlocked − channelBlocked), one per night of `dates` */
                sellable: number[];
            } & {
                [key: string]: unknown;
            })[];
        } & {
            [key: string]: unknown;
        };
        Connection: {
            /** @enum {unknown} */
            channel: "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            /** @description Its reservations that overbook and are not cancelled */
            conflicts: number;
            /** Format: date-time */
            createdAt?: string;
            /** @description API connections: where availability, rates and settings are sent */
            endpointUrl: string | null;
            id: string;
            lastError: components["schemas"]["SyncError"] | null;
            /** @description The last synchronisation that applied its feeds */
            lastSyncedAt: string | null;
            lastSyncStatus?: ("OK" | "WARNING" | "ERROR") | null;
            listings: ({
                /** @description Events of the feed at its last import */
                events: number;
                /** @description The feed to give the channel (ICAL); shown to OWNER and ADMIN, null for other roles and once revoked (disconnected) */
                exportUrl: string | null;
                /** @description API connections: the listing’s id at the channel */
                externalListingId: string | null;
                /** @description The channel’s feed, its query string masked */
                importUrl: string | null;
                lastImportAt: string | null;
                unitId: string;
                unitName: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @enum {unknown} */
            method: "ICAL" | "API";
            /** @description When the scheduler pulls the feeds next */
            nextSyncAt: string | null;
            /** @description API connections: changes written and not yet delivered */
            pendingChanges: number;
            propertyId: string;
            propertyName?: string;
            /** @description API connections, answered once at connect: the Standard Webhooks secret (whsec_…) both sides sign with */
            signingSecret?: string;
            /**
             * @description PENDING until the first synchronisation; WARNING and ERROR say why in lastError
             * @enum {unknown}
             */
            status: "PENDING" | "OK" | "WARNING" | "ERROR" | "DISCONNECTED";
            /** @description The last synchronisation asked for with POST /connections/:id/sync (null when none was): follow GET /connections/:id until status is DONE */
            sync: ({
                /** @description Whether a feed that came back empty is applied (true when any request it stands for said so) */
                acceptEmpty: boolean;
                finishedAt: string | null;
                /**
                 * Format: date-time
                 * @description When it was asked for; asking again while it is QUEUED answers this same request
                 */
                requestedAt: string;
                /** @description What the synchronisation did, once DONE (null if the connection was disconnected first) */
                result: components["schemas"]["SyncResult"] | null;
                startedAt: string | null;
                /**
                 * @description QUEUED until a worker takes it, RUNNING while it pulls the feeds, then DONE
                 * @enum {unknown}
                 */
                status: "QUEUED" | "RUNNING" | "DONE";
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        CreatedReservation: {
            adults?: number;
            amounts?: components["schemas"]["Amounts"];
            /** Format: date */
            arrivalDate?: string;
            /** @description totalAmountMinor − paidAmountMinor (negative when overpaid) */
            balanceMinor?: number;
            cancelledAt?: string | null;
            /** @description CHANNEL when the channel’s feed dropped the stay; SYSTEM when an unpaid hold ran out; null otherwise */
            cancelledBy?: ("CHANNEL" | "SYSTEM") | null;
            channelReference?: string | null;
            children?: number;
            /** @description The channel connection that imported it, for channel reservations */
            connectionId?: string | null;
            /** Format: date-time */
            createdAt?: string;
            currency?: string;
            /**
             * Format: date
             * @description Day of departure; its night is not part of the stay
             */
            departureDate?: string;
            guest?: components["schemas"]["Guest"];
            id: string;
            /** @description A channel reservation stored although a night was full */
            isOverbooking?: boolean;
            nights?: number;
            notes?: string | null;
            /** @description Payments less refunds, from the reservation’s ledger */
            paidAmountMinor?: number;
            /**
             * @description From the ledger: UNPAID (nothing paid), PARTIALLY_PAID, PAID (paid = total), OVERPAID (paid > total), REFUNDED (something was paid and refunds brought the net paid back to 0)
             * @enum {unknown}
             */
            paymentStatus?: "UNPAID" | "PARTIALLY_PAID" | "PAID" | "OVERPAID" | "REFUNDED";
            property?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            propertyId?: string;
            /** @description How a DIRECT create priced the stay when no totalAmountMinor was sent: the stay check’s quote (weekend price, discount, fees, taxes). Only on the answer of a create (and its dry run). */
            quote?: {
                /** @description The nights */
                accommodationMinor: number;
                currency: string;
                /** @description The weekly (7+ nights) or monthly (28+) discount, as a positive amount */
                discountMinor: number;
                /** @description The unit’s cleaning and extra-guest fees and the property’s fees */
                feesMinor: number;
                lines: components["schemas"]["AmountLine"][];
                /** @description Each night’s price (the listing’s weekend price on Fridays and Saturdays) */
                nights: ({
                    /** Format: date */
                    date: string;
                    priceMinor: number;
                } & {
                    [key: string]: unknown;
                })[];
                /** @description Exclusive taxes (inclusive ones are inside the prices) */
                taxesMinor: number;
                /** @description accommodation − discount + fees + taxes */
                totalMinor: number;
            } & {
                [key: string]: unknown;
            };
            ratePlanId?: string | null;
            /** @description What is due when, by the property’s payment schedule: the deposit on the booking’s day, the balance some days before arrival; the net paid is allocated to the earliest first */
            schedule?: ({
                amountMinor: number;
                /** Format: date */
                dueDate: string;
                paidMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @enum {unknown} */
            source?: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            /** @enum {unknown} */
            status?: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
            /** @description Total in minor units: amounts.totalMinor */
            totalAmountMinor?: number;
            unit?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            unitId?: string;
            /** Format: date-time */
            updatedAt?: string;
        } & {
            [key: string]: unknown;
        };
        CreatedSandbox: {
            /** Format: date-time */
            createdAt: string;
            /** @description The sandbox workspace’s id (ws_…): name it with showorg, or use its test key alone */
            id: string;
            /** @constant */
            isSandbox: true;
            /** @description The sandbox’s test key (ikp_test_…), with the scopes of the key that created it; shown only now: store it */
            key: string;
            name: string;
        } & {
            [key: string]: unknown;
        };
        CreatedWebhookEndpoint: {
            /** @description Failed attempts in a row; the endpoint is disabled at 50 */
            consecutiveFailures: number;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            disabledReason: string | null;
            /** @description Event types delivered, or ["*"] for all */
            events: string[];
            id: string;
            pendingDeliveries: number;
            /** @description Signs every delivery (Standard Webhooks); shown only now: store it */
            secret: string;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            /** Format: uri */
            url: string;
        } & {
            [key: string]: unknown;
        };
        Event: {
            actor: components["schemas"]["Actor"];
            /** @description The resource, or the change, as the write answered it. By type: reservation.created: the reservation, as GET /reservations/{id} answers it; reservation.updated: the reservation after the change (new dates or unit); reservation.cancelled: the cancelled reservation; reservation.status_changed: the reservation with its new status; reservation.overbooked: the reservation a channel imported onto a full night (isOverbooking true); block.created: the block: id, unitId, type, from, to (last night), rooms, note; block.lifted: the lift asked for and its answer: unitId, from, to, type, lifted (nights freed); rates.updated: the change asked for (unit or rate plan, nights, price or adjustment) and the answer; restrictions.updated: the change asked for (unit or rate plan, nights, restrictions) and the answer; settings.updated: the property or unit with its new settings and their propagation to each channel; property.created: the property, as GET /properties/{id} answers it; property.updated: the property after the change; property.archived: the archived property; unit.created: the unit, as GET /units answers it; unit.updated: the unit after the change; unit.archived: the archived unit; rate_plan.created: the rate plan; rate_plan.updated: the rate plan after the change; connection.created: the connection: id, channel, propertyId, method, status; connection.deleted: the connection: id, channel, propertyId, method, status (DISCONNECTED); connection.export_urls_rotated: the connection: id, channel, propertyId, method, status; connection.synced: the synchronisation: id and channel of the connection, status, fetched, and the counts of reservations and blocks it created, changed or removed; connection.failed: the failed synchronisation: id and channel of the connection, status, error; message.received: the guest message: threadId, messageId, reservationId (or null), channel, sentAt; message.sent: the message sent: threadId, messageId, channel, sentAt; webhook_endpoint.disabled: the endpoint: id, url, status DISABLED, disabledReason; workspace.subscription_changed: the subscription’s change: from and to (statuses), plan; workspace.trial_will_end: trialEndsAt, when the trial ends; task.created: the task, as GET /tasks/{id} answers it; task.updated: the task after the change (its status too); task.completed: the completed task; payment.recorded: the payment, as GET /reservations/{id}/payments lists it; payment.refunded: the refund (kind REFUND, refundOf naming the payment), as GET /reservations/{id}/payments lists it; reservation.payment_status_changed: reservationId, from and to (payment statuses), paidAmountMinor, balanceMinor, totalAmountMinor, currency; payment.needs_attention: a payment the host must act on: reason (PAID_AFTER_HOLD_ENDED: paid online for a booking whose hold had ended), reservationId, paymentId, amountMinor, currency, reservationStatus */
            data: {
                [key: string]: unknown;
            };
            id: string;
            /** Format: date-time */
            occurredAt: string;
            resource: {
                id: string;
                type: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {string} */
            type: "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.status_changed" | "reservation.overbooked" | "block.created" | "block.lifted" | "rates.updated" | "restrictions.updated" | "settings.updated" | "property.created" | "property.updated" | "property.archived" | "unit.created" | "unit.updated" | "unit.archived" | "rate_plan.created" | "rate_plan.updated" | "connection.created" | "connection.deleted" | "connection.export_urls_rotated" | "connection.synced" | "connection.failed" | "message.received" | "message.sent" | "webhook_endpoint.disabled" | "workspace.subscription_changed" | "workspace.trial_will_end" | "task.created" | "task.updated" | "task.completed" | "payment.recorded" | "payment.refunded" | "reservation.payment_status_changed" | "payment.needs_attention";
            workspaceId: string;
        } & {
            [key: string]: unknown;
        };
        EventPage: {
            events: components["schemas"]["Event"][];
            /** @description Pass as `after` to read on; set even after an empty page, to poll with later */
            nextCursor: string;
        } & {
            [key: string]: unknown;
        };
        FeesAndTaxes: {
            fees: components["schemas"]["PropertyFee"][];
            taxes: components["schemas"]["PropertyTax"][];
        } & {
            [key: string]: unknown;
        };
        Guest: {
            email?: string | null;
            firstName: string;
            id?: string;
            lastName: string;
            phone?: string | null;
        } & {
            [key: string]: unknown;
        };
        GuestDetail: {
            email?: string | null;
            firstName: string;
            id: string;
            knownGuestId: string | null;
            lastName: string;
            lastStayAt?: string | null;
            phone?: string | null;
            /** @description The guest’s reservations, newest first */
            reservations: components["schemas"]["GuestStay"][];
            /** @description Typed by an anonymous visitor booking on the website: a guest record of its own, never matched by e-mail to a guest the workspace knows, nor changing one */
            selfDeclared: boolean;
            /** @description Reservations of the guest that were not cancelled */
            stays: number;
        } & {
            [key: string]: unknown;
        };
        GuestStay: {
            /** Format: date */
            arrivalDate: string;
            currency?: string;
            /** Format: date */
            departureDate: string;
            id: string;
            nights?: number;
            property?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            /** @enum {unknown} */
            source?: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            /** @enum {unknown} */
            status: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
            totalAmountMinor?: number;
            unit?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        GuestSummary: {
            email: string | null;
            firstName: string;
            id: string;
            knownGuestId: string | null;
            lastName: string;
            lastStayAt: string | null;
            phone: string | null;
            /** @description Typed by an anonymous visitor booking on the website: a guest record of its own, never matched by e-mail to a guest the workspace knows, nor changing one */
            selfDeclared: boolean;
            /** @description Reservations of the guest that were not cancelled */
            stays: number;
        } & {
            [key: string]: unknown;
        };
        ListingSettings: {
            advanceBookingDays?: number | null;
            checkInWeekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
            checkOutWeekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
            cleaningFeeMinor?: number | null;
            extraGuestFeeMinor?: number | null;
            extraGuestFromGuests?: number | null;
            monthlyDiscountPercent?: number | null;
            turnoverDays?: number | null;
            weekendPriceMinor?: number | null;
            weeklyDiscountPercent?: number | null;
        } & {
            [key: string]: unknown;
        };
        Message: {
            body: string;
            deliveryStatus: ("QUEUED" | "SENT" | "FAILED") | null;
            /** @enum {unknown} */
            direction: "INBOUND" | "OUTBOUND";
            id: string;
            readAt?: string | null;
            sender: string;
            /** Format: date-time */
            sentAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What happens to the change on each connected channel */
        Propagation: ({
            /** @enum {unknown} */
            channel: "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            /** @enum {unknown} */
            state: "SYNCED" | "QUEUED" | "MANUAL_REQUIRED";
        } & {
            [key: string]: unknown;
        })[];
        Property: {
            city?: string | null;
            /** @description ISO 4217 code */
            currency?: string;
            id: string;
            name: string;
            /** @enum {unknown} */
            status?: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            /** @description IANA time-zone name */
            timezone?: string;
            unitCount?: number;
        } & {
            [key: string]: unknown;
        };
        PropertyDetail: {
            address?: {
                city?: string | null;
                country?: string | null;
                line1?: string | null;
                line2?: string | null;
                postalCode?: string | null;
                region?: string | null;
            } & {
                [key: string]: unknown;
            };
            bookingSettings?: components["schemas"]["BookingSettings"];
            /** @enum {unknown} */
            cancellationPolicy?: "FLEXIBLE" | "MODERATE" | "FIRM" | "STRICT" | "NON_REFUNDABLE";
            /** @description Earliest check-in, local time */
            checkInTime?: string;
            /** @description Latest check-out, local time */
            checkOutTime?: string;
            city?: string | null;
            /** @description ISO 4217 code */
            currency?: string;
            id: string;
            name: string;
            paymentSchedule?: {
                /** @description The rest is due this many days before arrival (default 14) */
                balanceDueDaysBeforeArrival: number;
                /** @description Percent of the total due at booking (default 30) */
                depositPercent: number;
            } & {
                [key: string]: unknown;
            };
            ratePlans?: components["schemas"]["RatePlan"][];
            /** @enum {unknown} */
            status?: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            taskSettings?: components["schemas"]["TaskSettings"];
            /** @description IANA time-zone name */
            timezone?: string;
            unitCount?: number;
            units?: components["schemas"]["Unit"][];
        } & {
            [key: string]: unknown;
        };
        PropertyFee: {
            /** @description PER_STAY, PER_NIGHT and PER_GUEST_PER_NIGHT fees */
            amountMinor?: number;
            code: string;
            /** @enum {unknown} */
            kind: "PER_STAY" | "PER_NIGHT" | "PER_GUEST_PER_NIGHT" | "PERCENT_OF_ACCOMMODATION";
            label: string;
            /** @description PERCENT_OF_ACCOMMODATION fees: a percentage of the nights less the discount */
            percent?: number;
        } & {
            [key: string]: unknown;
        };
        PropertyTax: {
            /** @description PER_GUEST_PER_NIGHT and PER_STAY taxes */
            amountMinor?: number;
            /**
             * @description What a PERCENT tax is a percentage of: the nights less the discount, or that and every fee
             * @enum {unknown}
             */
            base: "ACCOMMODATION" | "ACCOMMODATION_AND_FEES";
            /** @description A per-guest tax counts adults only */
            childrenExempt?: boolean;
            code: string;
            /** @description Already inside the prices: shown as a line, not added */
            inclusive: boolean;
            /** @enum {unknown} */
            kind: "PERCENT" | "PER_GUEST_PER_NIGHT" | "PER_STAY";
            label: string;
            /** @description A per-guest tax counts at most this many nights */
            maxNights?: number;
            /** @description PERCENT taxes */
            percent?: number;
        } & {
            [key: string]: unknown;
        };
        RateNight: {
            closedToArrival: boolean;
            closedToDeparture: boolean;
            currency: string;
            /** Format: date */
            date: string;
            maxNights: number | null;
            minNights: number | null;
            /** @description Price of the night in minor units (the plan’s base price when none is set) */
            priceMinor: number;
            ratePlanId: string;
            stopSell: boolean;
            unitId: string;
        } & {
            [key: string]: unknown;
        };
        RatePlan: {
            /** @description Price of a night without a rate row, in minor units */
            basePriceMinor?: number;
            currency?: string;
            id: string;
            isDefault: boolean;
            title: string;
            unitId?: string;
        } & {
            [key: string]: unknown;
        };
        Rates: {
            rates: components["schemas"]["RateNight"][];
        } & {
            [key: string]: unknown;
        };
        ReportOverview: {
            /** @description Stays arriving on `date` */
            arrivals: ({
                adults?: number;
                /** Format: date */
                arrivalDate: string;
                children?: number;
                /** Format: date */
                departureDate: string;
                guest: {
                    firstName: string;
                    lastName: string;
                } & {
                    [key: string]: unknown;
                };
                nights: number;
                property: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
                reservationId: string;
                /** @enum {unknown} */
                source: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                /** @enum {unknown} */
                status: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
                /** @description The property’s check-in time (arrivals) or check-out time (departures), HH:MM local */
                time: string;
                unit: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
            /** Format: date */
            date: string;
            /** @description Stays departing on `date` */
            departures: ({
                adults?: number;
                /** Format: date */
                arrivalDate: string;
                children?: number;
                /** Format: date */
                departureDate: string;
                guest: {
                    firstName: string;
                    lastName: string;
                } & {
                    [key: string]: unknown;
                };
                nights: number;
                property: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
                reservationId: string;
                /** @enum {unknown} */
                source: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                /** @enum {unknown} */
                status: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
                /** @description The property’s check-in time (arrivals) or check-out time (departures), HH:MM local */
                time: string;
                unit: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
            /** @description DIRECT and MANUAL revenue / all revenue of the month (main currency), to four decimals */
            directShare: number;
            /** @description Stays holding a room on the night of `date` */
            inHouse: number;
            /** @description The calendar month of `date`, as GET /reports/summary counts it, in its main currency */
            month: {
                adrMinor: number;
                currency: string | null;
                month: string;
                occupancy: number;
                revenueMinor: number;
            } & {
                [key: string]: unknown;
            };
            /** @description The seven days after `date` */
            nextSevenDays: ({
                arrivals: number;
                /** Format: date */
                date: string;
                departures: number;
                occupancy: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Stays (arriving from 180 days before `date` on, neither INQUIRY nor CANCELLED) owing an amount of their payment schedule due before `date`, the earliest due first, at most 50 */
            overdueBalances: ({
                /** Format: date */
                arrivalDate: string;
                balanceMinor: number;
                currency: string;
                /**
                 * Format: date
                 * @description The earliest due day of what is unpaid
                 */
                dueDate: string;
                guest: {
                    firstName: string;
                    lastName: string;
                } & {
                    [key: string]: unknown;
                };
                /** @description What fell due before `date` and is unpaid */
                overdueMinor: number;
                property: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
                reservationId: string;
                status: string;
                unit: {
                    id: string;
                    name: string;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
            /** @description Housekeeping on `date` */
            tasks: {
                /** @description Tasks due on `date` not yet DONE (OPEN or IN_PROGRESS) */
                open: number;
                /** @description Tasks due before `date` not yet DONE */
                overdue: number;
                /** @description Cleanings on `date` of a unit another stay arrives in that day */
                sameDayTurnovers: number;
            } & {
                [key: string]: unknown;
            };
            /** @description The workspace’s time zone, in which `date` is today by default */
            timezone: string;
        } & {
            [key: string]: unknown;
        };
        ReportSummary: {
            /** @description Per source, most revenue first; nightsAvailable is the whole scope’s, so occupancy is the source’s share */
            byChannel: ({
                /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                adrMinor: number;
                /** @description Cancelled stays that had a night in the period */
                cancellations: number;
                /** @description What was paid of those stays, spread the same way */
                collectedMinor: number;
                /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                nightsAvailable: number;
                /** @description Room-nights in the period of stays that hold a room or are checked out */
                nightsSold: number;
                /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                occupancy: number;
                /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                outstandingMinor: number;
                /** @description Counted stays with a night in the period */
                reservations: number;
                /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                revenueMinor: number;
                /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                revparMinor: number;
                /** @enum {unknown} */
                source: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                taxesMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Per calendar month of the period, in order */
            byMonth: ({
                /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                adrMinor: number;
                /** @description Cancelled stays that had a night in the period */
                cancellations: number;
                /** @description What was paid of those stays, spread the same way */
                collectedMinor: number;
                month: string;
                /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                nightsAvailable: number;
                /** @description Room-nights in the period of stays that hold a room or are checked out */
                nightsSold: number;
                /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                occupancy: number;
                /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                outstandingMinor: number;
                /** @description Counted stays with a night in the period */
                reservations: number;
                /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                revenueMinor: number;
                /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                revparMinor: number;
                /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                taxesMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Per property, most revenue first */
            byProperty: ({
                /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                adrMinor: number;
                /** @description Cancelled stays that had a night in the period */
                cancellations: number;
                /** @description What was paid of those stays, spread the same way */
                collectedMinor: number;
                /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                nightsAvailable: number;
                /** @description Room-nights in the period of stays that hold a room or are checked out */
                nightsSold: number;
                /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                occupancy: number;
                /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                outstandingMinor: number;
                propertyId: string;
                propertyName: string;
                /** @description Counted stays with a night in the period */
                reservations: number;
                /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                revenueMinor: number;
                /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                revparMinor: number;
                /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                taxesMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Per unit, most revenue first */
            byUnit: ({
                /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                adrMinor: number;
                /** @description Cancelled stays that had a night in the period */
                cancellations: number;
                /** @description What was paid of those stays, spread the same way */
                collectedMinor: number;
                /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                nightsAvailable: number;
                /** @description Room-nights in the period of stays that hold a room or are checked out */
                nightsSold: number;
                /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                occupancy: number;
                /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                outstandingMinor: number;
                propertyId: string;
                /** @description Counted stays with a night in the period */
                reservations: number;
                /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                revenueMinor: number;
                /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                revparMinor: number;
                /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                taxesMinor: number;
                unitId: string;
                unitName: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description One summary per currency (reservations in it, properties priced in it), the top-level one first */
            currencies: ({
                /** @description Per source, most revenue first; nightsAvailable is the whole scope’s, so occupancy is the source’s share */
                byChannel: ({
                    /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                    adrMinor: number;
                    /** @description Cancelled stays that had a night in the period */
                    cancellations: number;
                    /** @description What was paid of those stays, spread the same way */
                    collectedMinor: number;
                    /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                    nightsAvailable: number;
                    /** @description Room-nights in the period of stays that hold a room or are checked out */
                    nightsSold: number;
                    /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                    occupancy: number;
                    /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                    outstandingMinor: number;
                    /** @description Counted stays with a night in the period */
                    reservations: number;
                    /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                    revenueMinor: number;
                    /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                    revparMinor: number;
                    /** @enum {unknown} */
                    source: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                    /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                    taxesMinor: number;
                } & {
                    [key: string]: unknown;
                })[];
                /** @description Per calendar month of the period, in order */
                byMonth: ({
                    /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                    adrMinor: number;
                    /** @description Cancelled stays that had a night in the period */
                    cancellations: number;
                    /** @description What was paid of those stays, spread the same way */
                    collectedMinor: number;
                    month: string;
                    /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                    nightsAvailable: number;
                    /** @description Room-nights in the period of stays that hold a room or are checked out */
                    nightsSold: number;
                    /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                    occupancy: number;
                    /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                    outstandingMinor: number;
                    /** @description Counted stays with a night in the period */
                    reservations: number;
                    /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                    revenueMinor: number;
                    /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                    revparMinor: number;
                    /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                    taxesMinor: number;
                } & {
                    [key: string]: unknown;
                })[];
                /** @description Per property, most revenue first */
                byProperty: ({
                    /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                    adrMinor: number;
                    /** @description Cancelled stays that had a night in the period */
                    cancellations: number;
                    /** @description What was paid of those stays, spread the same way */
                    collectedMinor: number;
                    /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                    nightsAvailable: number;
                    /** @description Room-nights in the period of stays that hold a room or are checked out */
                    nightsSold: number;
                    /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                    occupancy: number;
                    /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                    outstandingMinor: number;
                    propertyId: string;
                    propertyName: string;
                    /** @description Counted stays with a night in the period */
                    reservations: number;
                    /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                    revenueMinor: number;
                    /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                    revparMinor: number;
                    /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                    taxesMinor: number;
                } & {
                    [key: string]: unknown;
                })[];
                /** @description Per unit, most revenue first */
                byUnit: ({
                    /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                    adrMinor: number;
                    /** @description Cancelled stays that had a night in the period */
                    cancellations: number;
                    /** @description What was paid of those stays, spread the same way */
                    collectedMinor: number;
                    /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                    nightsAvailable: number;
                    /** @description Room-nights in the period of stays that hold a room or are checked out */
                    nightsSold: number;
                    /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                    occupancy: number;
                    /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                    outstandingMinor: number;
                    propertyId: string;
                    /** @description Counted stays with a night in the period */
                    reservations: number;
                    /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                    revenueMinor: number;
                    /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                    revparMinor: number;
                    /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                    taxesMinor: number;
                    unitId: string;
                    unitName: string;
                } & {
                    [key: string]: unknown;
                })[];
                currency: string;
                totals: {
                    /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                    adrMinor: number;
                    /** @description Cancelled stays that had a night in the period */
                    cancellations: number;
                    /** @description What was paid of those stays, spread the same way */
                    collectedMinor: number;
                    /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                    nightsAvailable: number;
                    /** @description Room-nights in the period of stays that hold a room or are checked out */
                    nightsSold: number;
                    /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                    occupancy: number;
                    /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                    outstandingMinor: number;
                    /** @description Counted stays with a night in the period */
                    reservations: number;
                    /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                    revenueMinor: number;
                    /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                    revparMinor: number;
                    /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                    taxesMinor: number;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            })[];
            /** @description The currency of the top-level figures: the one with the most revenue; null when the scope holds nothing */
            currency: string | null;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            totals: {
                /** @description Average daily rate: revenue / nightsSold, in whole minor units */
                adrMinor: number;
                /** @description Cancelled stays that had a night in the period */
                cancellations: number;
                /** @description What was paid of those stays, spread the same way */
                collectedMinor: number;
                /** @description Σ (rooms − owner- and maintenance-blocked rooms) over the nights in the period */
                nightsAvailable: number;
                /** @description Room-nights in the period of stays that hold a room or are checked out */
                nightsSold: number;
                /** @description nightsSold / nightsAvailable, to four decimals; 0 when nothing was available */
                occupancy: number;
                /** @description What is still due of those stays (total − paid, never below 0), spread the same way */
                outstandingMinor: number;
                /** @description Counted stays with a night in the period */
                reservations: number;
                /** @description Each stay’s total less its exclusive taxes, spread evenly over its nights (remainder on the first), summed over the nights in the period */
                revenueMinor: number;
                /** @description Revenue per available room-night: revenue / nightsAvailable, in whole minor units */
                revparMinor: number;
                /** @description The exclusive taxes of those stays, spread the same way (owed to someone else, so not revenue) */
                taxesMinor: number;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        Reservation: {
            adults?: number;
            amounts?: components["schemas"]["Amounts"];
            /** Format: date */
            arrivalDate?: string;
            /** @description totalAmountMinor − paidAmountMinor (negative when overpaid) */
            balanceMinor?: number;
            cancelledAt?: string | null;
            /** @description CHANNEL when the channel’s feed dropped the stay; SYSTEM when an unpaid hold ran out; null otherwise */
            cancelledBy?: ("CHANNEL" | "SYSTEM") | null;
            channelReference?: string | null;
            children?: number;
            /** @description The channel connection that imported it, for channel reservations */
            connectionId?: string | null;
            /** Format: date-time */
            createdAt?: string;
            currency?: string;
            /**
             * Format: date
             * @description Day of departure; its night is not part of the stay
             */
            departureDate?: string;
            guest?: components["schemas"]["Guest"];
            id: string;
            /** @description A channel reservation stored although a night was full */
            isOverbooking?: boolean;
            nights?: number;
            notes?: string | null;
            /** @description Payments less refunds, from the reservation’s ledger */
            paidAmountMinor?: number;
            /**
             * @description From the ledger: UNPAID (nothing paid), PARTIALLY_PAID, PAID (paid = total), OVERPAID (paid > total), REFUNDED (something was paid and refunds brought the net paid back to 0)
             * @enum {unknown}
             */
            paymentStatus?: "UNPAID" | "PARTIALLY_PAID" | "PAID" | "OVERPAID" | "REFUNDED";
            property?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            propertyId?: string;
            ratePlanId?: string | null;
            /** @description What is due when, by the property’s payment schedule: the deposit on the booking’s day, the balance some days before arrival; the net paid is allocated to the earliest first */
            schedule?: ({
                amountMinor: number;
                /** Format: date */
                dueDate: string;
                paidMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @enum {unknown} */
            source?: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            /** @enum {unknown} */
            status?: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
            /** @description Total in minor units: amounts.totalMinor */
            totalAmountMinor?: number;
            unit?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            unitId?: string;
            /** Format: date-time */
            updatedAt?: string;
        } & {
            [key: string]: unknown;
        };
        Sandbox: {
            /** Format: date-time */
            createdAt: string;
            /** @description The sandbox workspace’s id (ws_…): name it with showorg, or use its test key alone */
            id: string;
            /** @constant */
            isSandbox: true;
            /**
             * Format: date-time
             * @description The last authenticated request on it, to the hour: 30 days after it, the sandbox is removed
             */
            lastUsedAt: string;
            name: string;
        } & {
            [key: string]: unknown;
        };
        Site: {
            content: components["schemas"]["SiteContent"];
            hasUnpublishedChanges: boolean;
            propertyId: string;
            publishedAt: string | null;
            slug: string;
            /** @enum {unknown} */
            state: "DRAFT" | "PUBLISHED";
            /** Format: date-time */
            updatedAt: string;
            /** @description Address of the public site; it answers 404 until published */
            url: string;
        } & {
            [key: string]: unknown;
        };
        SiteContent: {
            description: string;
            highlights: string[];
            houseRules: string[];
            photos: string[];
            tagline: string;
            title: string;
        } & {
            [key: string]: unknown;
        };
        SitePost: {
            /** @description Markdown */
            body: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            propertyId: string;
            title: string;
        } & {
            [key: string]: unknown;
        };
        SiteWithPosts: {
            content: components["schemas"]["SiteContent"];
            hasUnpublishedChanges: boolean;
            posts?: components["schemas"]["SitePost"][];
            propertyId: string;
            publishedAt: string | null;
            slug: string;
            /** @enum {unknown} */
            state: "DRAFT" | "PUBLISHED";
            /** Format: date-time */
            updatedAt: string;
            /** @description Address of the public site; it answers 404 until published */
            url: string;
        } & {
            [key: string]: unknown;
        };
        StayQuote: {
            /** @description The nights */
            accommodationMinor: number;
            currency: string;
            /** @description The weekly (7+ nights) or monthly (28+) discount, as a positive amount */
            discountMinor: number;
            /** @description The unit’s cleaning and extra-guest fees and the property’s fees */
            feesMinor: number;
            lines: components["schemas"]["AmountLine"][];
            /** @description Each night’s price (the listing’s weekend price on Fridays and Saturdays) */
            nights: ({
                /** Format: date */
                date: string;
                priceMinor: number;
            } & {
                [key: string]: unknown;
            })[];
            /** @description Exclusive taxes (inclusive ones are inside the prices) */
            taxesMinor: number;
            /** @description accommodation − discount + fees + taxes */
            totalMinor: number;
        } & {
            [key: string]: unknown;
        };
        StayViolation: {
            /** Format: date */
            date: string;
            msg: string;
            /** @enum {unknown} */
            rule: "NO_AVAILABILITY" | "ADVANCE_BOOKING" | "CLOSED_TO_ARRIVAL" | "MIN_NIGHTS" | "MAX_NIGHTS" | "STOP_SELL" | "CLOSED_TO_DEPARTURE" | "CHECK_IN_DAY" | "CHECK_OUT_DAY";
        } & {
            [key: string]: unknown;
        };
        SyncError: {
            /** Format: date-time */
            at: string;
            /** @enum {unknown} */
            code: "FEED_UNREACHABLE" | "FEED_INVALID" | "FEED_TOO_LARGE" | "FEED_EMPTY" | "URL_NOT_ALLOWED" | "DELIVERY_FAILED" | "DELIVERY_ABANDONED" | "SECRET_UNREADABLE";
            msg: string;
        } & {
            [key: string]: unknown;
        };
        SyncResult: {
            /** @description New CHANNEL blocks */
            blocked: number;
            /** @description Future stays that left the feed, now CANCELLED */
            cancelled: number;
            /** @description Stays of this synchronisation that overbook */
            conflicts: number;
            created: number;
            durationMs: number;
            error?: components["schemas"]["SyncError"];
            /** @description Events read from the feeds */
            fetched: number;
            /** @enum {unknown} */
            status: "OK" | "WARNING" | "ERROR";
            unblocked: number;
            /** @description Stays and blocks moved */
            updated: number;
        } & {
            [key: string]: unknown;
        };
        Task: {
            assigneeUserId?: string | null;
            /** @description Made by a stay or a maintenance block, and moved or cancelled with it */
            automatic: boolean;
            /** @description The maintenance block that made an automatic MAINTENANCE task */
            blockId?: string | null;
            cancelledAt?: string | null;
            checklist: components["schemas"]["ChecklistItem"][];
            completedAt?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /** @description Local time HH:MM it is due by; null: by the end of the day */
            dueBy: string | null;
            /** Format: date */
            dueDate: string;
            id: string;
            /** @description The next stay arriving in the unit on or after the due date: its day and party size */
            nextArrival: ({
                adults: number;
                children: number;
                /** Format: date */
                date: string;
                reservationId: string;
            } & {
                [key: string]: unknown;
            }) | null;
            notes?: string | null;
            property?: {
                address: {
                    city?: string | null;
                    country?: string | null;
                    line1?: string | null;
                    line2?: string | null;
                    postalCode?: string | null;
                    region?: string | null;
                } & {
                    [key: string]: unknown;
                };
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            propertyId: string;
            /** @description The stay whose departure an automatic cleaning follows */
            reservationId?: string | null;
            /** @description A stay arrives in the unit on the due date: due by the property’s check-in time */
            sameDayTurnover: boolean;
            startedAt?: string | null;
            /** @enum {unknown} */
            status: "OPEN" | "IN_PROGRESS" | "DONE" | "CANCELLED";
            title: string;
            /** @enum {unknown} */
            type: "CLEANING" | "INSPECTION" | "MAINTENANCE" | "OTHER";
            unit?: {
                id: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            unitId: string;
            /** Format: date-time */
            updatedAt?: string;
        } & {
            [key: string]: unknown;
        };
        TaskSettings: {
            /** @description Each stay’s departure makes a CLEANING task */
            autoCleaning: boolean;
            /** @description The steps each automatic cleaning’s checklist starts with */
            checklist: string[];
            /** @description Who automatic cleanings are assigned to */
            defaultAssigneeUserId: string | null;
        } & {
            [key: string]: unknown;
        };
        Thread: {
            /**
             * @description The channel the conversation runs on
             * @enum {unknown}
             */
            channel: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            connectionId?: string | null;
            guest?: ({
                email?: string | null;
                firstName: string;
                id: string;
                lastName: string;
            } & {
                [key: string]: unknown;
            }) | null;
            guestName?: string | null;
            id: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** @description The start of the last message */
            lastMessagePreview?: string;
            messageCount: number;
            reservationId?: string | null;
            /** @description Whether a guest message is still unread */
            unread: boolean;
            unreadCount?: number;
        } & {
            [key: string]: unknown;
        };
        ThreadDetail: {
            /**
             * @description The channel the conversation runs on
             * @enum {unknown}
             */
            channel: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
            connectionId?: string | null;
            guest?: ({
                email?: string | null;
                firstName: string;
                id: string;
                lastName: string;
            } & {
                [key: string]: unknown;
            }) | null;
            guestName?: string | null;
            id: string;
            /** Format: date-time */
            lastMessageAt: string;
            /** @description The start of the last message */
            lastMessagePreview?: string;
            messageCount: number;
            /** @description Oldest first */
            messages: components["schemas"]["Message"][];
            reservationId?: string | null;
            /** @description Whether a guest message is still unread */
            unread: boolean;
            unreadCount?: number;
        } & {
            [key: string]: unknown;
        };
        Unit: {
            archivedAt?: string | null;
            countOfRooms?: number;
            id: string;
            listingSettings?: components["schemas"]["ListingSettings"];
            maxOccupancy?: number | null;
            name: string;
            propertyId?: string;
            propertyName?: string;
            ratePlans?: components["schemas"]["RatePlan"][];
        } & {
            [key: string]: unknown;
        };
        WebhookDelivery: {
            /** @description Every attempt, oldest first */
            attemptLog: ({
                /** Format: date-time */
                at: string;
                /** @description 1 for the first attempt, counting up */
                attempt: number;
                durationMs: number;
                error: string | null;
                statusCode: number | null;
            } & {
                [key: string]: unknown;
            })[];
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            endpointId: string;
            eventId: string;
            eventType: string;
            id: string;
            lastAttemptAt: string | null;
            lastDurationMs: number | null;
            lastError: string | null;
            lastStatusCode: number | null;
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED";
        } & {
            [key: string]: unknown;
        };
        WebhookEndpoint: {
            /** @description Failed attempts in a row; the endpoint is disabled at 50 */
            consecutiveFailures: number;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            disabledReason: string | null;
            /** @description Event types delivered, or ["*"] for all */
            events: string[];
            id: string;
            pendingDeliveries: number;
            /** @enum {string} */
            status: "ENABLED" | "DISABLED";
            /** Format: uri */
            url: string;
        } & {
            [key: string]: unknown;
        };
        WorkspaceContext: {
            /** @description Local time of the workspace, YYYY-MM-DDTHH:MM:SS */
            nowLocal: string;
            /** Format: date-time */
            nowUtc: string;
            plan: {
                /** @enum {unknown} */
                code: "STARTER" | "PRO" | "BUSINESS";
                features?: string[];
                /** @enum {unknown} */
                status: "TRIALING" | "ACTIVE" | "PAST_DUE" | "INCOMPLETE" | "TRIAL_ENDED" | "CANCELED";
                trialEndsAt?: string | null;
            } & {
                [key: string]: unknown;
            };
            scopes: ("pms:read" | "pms:write")[];
            subscription: {
                cancelAtPeriodEnd: boolean;
                card: ({
                    brand: string;
                    last4: string;
                } & {
                    [key: string]: unknown;
                }) | null;
                currentPeriodEnd: string | null;
                /** @enum {unknown} */
                plan: "STARTER" | "PRO" | "BUSINESS";
                /**
                 * @description TRIALING, ACTIVE and PAST_DUE (for 7 days after a failed payment) have access
                 * @enum {unknown}
                 */
                status: "TRIALING" | "ACTIVE" | "PAST_DUE" | "INCOMPLETE" | "TRIAL_ENDED" | "CANCELED";
                trialEndsAt: string | null;
                warning: string | null;
            } & {
                [key: string]: unknown;
            };
            user: {
                email?: string;
                id: string;
                name?: string | null;
                /** @enum {unknown} */
                role: "OWNER" | "ADMIN" | "MEMBER" | "VIEWER" | "STAFF";
            } & {
                [key: string]: unknown;
            };
            workspace: {
                id: string;
                /** @description A sandbox: test keys, no channel traffic, Stripe test mode only */
                isSandbox: boolean;
                name: string;
                timezone: string;
            } & {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST */
        BadRequest: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The credential lacks the scope (SCOPE_REQUIRED), the plan lacks the feature (PLAN_REQUIRED), showorg names a workspace the key does not hold (WORKSPACE_FORBIDDEN), or a test key (ikp_test_…) names a live workspace or a live key a sandbox (SANDBOX_MISMATCH). Codes: WORKSPACE_FORBIDDEN, SANDBOX_MISMATCH, SCOPE_REQUIRED, PLAN_REQUIRED */
        Forbidden: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request line and headers are larger than 16 KiB. Codes: HEADERS_TOO_LARGE */
        HeadersTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Unexpected failure on our side; the body carries a correlation id. Codes: INTERNAL_ERROR */
        InternalError: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such object in this workspace (the same answer for another workspace’s object). Codes: NOT_FOUND */
        NotFound: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request line, headers and body did not all arrive within the request deadline (REQUEST_TIMEOUT_SECONDS, default 30 s); the connection closes. Codes: REQUEST_TIMEOUT */
        RequestTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The database is not answering, or not within the statement or connection deadline (DATABASE_STATEMENT_TIMEOUT_SECONDS, DATABASE_ACQUIRE_TIMEOUT_SECONDS); retry after Retry-After seconds. Codes: SERVICE_UNAVAILABLE */
        ServiceUnavailable: {
            headers: {
                Link: components["headers"]["Link"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Quota used up; wait Retry-After seconds. Codes: RATE_LIMITED */
        TooManyRequests: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Credential missing, malformed, unknown or revoked, the owner left the workspace, or the plan has no API access. Codes: UNAUTHENTICATED, INVALID_CREDENTIAL, PLAN_NO_API_ACCESS, SUBSCRIPTION_INACTIVE */
        Unauthorized: {
            headers: {
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A path segment is longer than 100 characters. Codes: URI_TOO_LONG */
        UriTooLong: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST */
        WriteBadRequest: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request conflicts with the current state. Codes: IDEMPOTENCY_KEY_IN_USE */
        WriteConflict: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is larger than 1 MiB. Codes: PAYLOAD_TOO_LARGE */
        WriteContentTooLarge: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The credential lacks the scope (SCOPE_REQUIRED), the plan lacks the feature (PLAN_REQUIRED), showorg names a workspace the key does not hold (WORKSPACE_FORBIDDEN), or a test key (ikp_test_…) names a live workspace or a live key a sandbox (SANDBOX_MISMATCH). Codes: WORKSPACE_FORBIDDEN, SANDBOX_MISMATCH, SCOPE_REQUIRED, PLAN_REQUIRED */
        WriteForbidden: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Unexpected failure on our side; the body carries a correlation id. Codes: INTERNAL_ERROR */
        WriteInternalError: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such object in this workspace (the same answer for another workspace’s object). Codes: NOT_FOUND */
        WriteNotFound: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The database is not answering, or not within the statement or connection deadline (DATABASE_STATEMENT_TIMEOUT_SECONDS, DATABASE_ACQUIRE_TIMEOUT_SECONDS); retry after Retry-After seconds. Codes: SERVICE_UNAVAILABLE */
        WriteServiceUnavailable: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Quota used up; wait Retry-After seconds. Codes: RATE_LIMITED */
        WriteTooManyRequests: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Credential missing, malformed, unknown or revoked, the owner left the workspace, or the plan has no API access. Codes: UNAUTHENTICATED, INVALID_CREDENTIAL, PLAN_NO_API_ACCESS, SUBSCRIPTION_INACTIVE */
        WriteUnauthorized: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The Idempotency-Key was used with another request. Codes: IDEMPOTENCY_KEY_REUSED */
        WriteUnprocessableContent: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is not sent as application/json. Codes: UNSUPPORTED_MEDIA_TYPE */
        WriteUnsupportedMediaType: {
            headers: {
                "Dry-Run": components["headers"]["Dry-Run"];
                Link: components["headers"]["Link"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description `true` on every answer to `?dryRun=true`: the write was run in full and rolled back, so nothing was changed */
        "Dry-Run": string;
        /** @description `true` when this answer is the stored first result of the same Idempotency-Key */
        "Idempotent-Replayed": string;
        /** @description `<…/deprecation-policy>; rel="sunset"`: where retirements of routes are announced */
        Link: string;
        /** @description Requests allowed in the window for this operation’s quota */
        "RateLimit-Limit": number;
        /** @description The quota as `<limit>;w=<window seconds>` */
        "RateLimit-Policy": string;
        /** @description Requests left in the window */
        "RateLimit-Remaining": number;
        /** @description Seconds until the window resets */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before retrying: until the quota allows another request (429), or while the database is away or too slow to answer within its deadline (503) */
        "Retry-After": number;
        /** @description `Bearer realm="innkeep"` with `resource_metadata`, where an OAuth client learns how to get a token (RFC 9728) */
        "WWW-Authenticate": string;
        /** @description The request’s id: the caller’s own `X-Request-Id` when it is 1 to 128 letters, digits or `-_.:/+=@`, otherwise a new UUID */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAuditEntries: {
        parameters: {
            query?: {
                /** @description Only attempts by this credential or user id */
                actor?: string;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description From this time on (a date is its midnight UTC) */
                from?: string;
                /** @description Only this operation (`rates.set`, `reservations.create`…) */
                operation?: string;
                /** @description Page size, 1 to 200 (default 50) */
                take?: number;
                /** @description Before this time */
                to?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the audit log */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: components["schemas"]["AuditEntry"][];
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The credential lacks the scope (SCOPE_REQUIRED), the plan lacks the feature (PLAN_REQUIRED), showorg names a workspace the key does not hold (WORKSPACE_FORBIDDEN), or a test key (ikp_test_…) names a live workspace or a live key a sandbox (SANDBOX_MISMATCH). Codes: WORKSPACE_FORBIDDEN, SANDBOX_MISMATCH, SCOPE_REQUIRED, PLAN_REQUIRED, ROLE_REQUIRED */
            403: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAvailability: {
        parameters: {
            query: {
                /** @description First night, YYYY-MM-DD */
                from: string;
                /** @description Shortest period to list, in nights (default 1) */
                minNights?: number;
                /** @description Only the units of this property */
                propertyId?: string;
                /** @description Last night, YYYY-MM-DD (inclusive); at most 366 nights after from */
                to: string;
                /** @description Only this unit */
                unitId?: string;
                /** @description Only free nights on these weekdays, and periods arriving on one of them (MON…SUN) */
                weekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability search */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkStay: {
        parameters: {
            query: {
                /** @description Adults (default 1): the extra-guest fee counts them */
                adults?: number;
                /** @description Arrival day, YYYY-MM-DD */
                arrivalDate: string;
                /** @description Children (default 0): per-guest fees and taxes count them unless exempt */
                children?: number;
                /** @description Departure day, YYYY-MM-DD (the night before is the last) */
                departureDate: string;
                /** @description Rate plan to price the stay with (default: the unit’s default plan) */
                ratePlanId?: string;
                /** @description The unit to stay in */
                unitId: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Check a stay */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookable: boolean;
                        quote: components["schemas"]["StayQuote"];
                        violations: components["schemas"]["StayViolation"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: ARCHIVED */
            409: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createBlock: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description First blocked night, YYYY-MM-DD
                     */
                    from: string;
                    /** @description Why, for the team */
                    note?: string;
                    /** @description Rooms to block on each night (default: all rooms of the unit) */
                    rooms?: number;
                    /**
                     * Format: date
                     * @description Last blocked night, YYYY-MM-DD (inclusive)
                     */
                    to: string;
                    /**
                     * @description OWNER (own use) or MAINTENANCE
                     * @enum {string}
                     */
                    type: "OWNER" | "MAINTENANCE";
                    /** @description The unit to block */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description Block nights */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Block"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    liftBlocks: {
        parameters: {
            query: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
                /** @description First night to free, YYYY-MM-DD */
                from: string;
                /** @description Last night to free, YYYY-MM-DD (inclusive) */
                to: string;
                /** @description Only blocks of this type (default: both) */
                type?: "OWNER" | "MAINTENANCE";
                /** @description The unit whose blocks to lift */
                unitId: string;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lift blocks */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Blocked nights freed (per block) */
                        lifted: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: CONFIRMATION_REQUIRED, CHANNEL_OWNED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getCalendar: {
        parameters: {
            query: {
                /** @description full (default on REST and the CLI with --json): a row per unit and night plus the reservations and blocks in the range; compact (default on MCP): per unit one array per counter, aligned to `dates`, about ten times smaller */
                format?: "full" | "compact";
                /** @description First night, YYYY-MM-DD (inclusive) */
                from: string;
                /** @description Only the units of this property */
                propertyId?: string;
                /** @description Last night, YYYY-MM-DD (inclusive); at most 366 nights after from */
                to: string;
                /** @description Only this unit */
                unitId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Calendar */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarAnswer"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveChannelMessage: {
        parameters: {
            query?: never;
            header: {
                /** @description The message’s unique id */
                "webhook-id": string;
                /** @description v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
                /** @description Seconds since the epoch when it was sent */
                "webhook-timestamp": string;
            };
            path: {
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    adults?: number;
                    /** Format: date */
                    arrivalDate: string;
                    children?: number;
                    currency?: string;
                    /** Format: date */
                    departureDate: string;
                    externalId: string;
                    externalListingId: string;
                    guest: {
                        email?: string;
                        firstName: string;
                        lastName: string;
                        phone?: string;
                    };
                    /** @enum {unknown} */
                    status?: "CONFIRMED" | "PROVISIONAL" | "CANCELLED";
                    totalAmountMinor?: number;
                    /** @enum {string} */
                    type: "reservation.upsert";
                } | {
                    externalId: string;
                    /** @enum {string} */
                    type: "reservation.cancel";
                } | {
                    body: string;
                    externalMessageId?: string;
                    externalReservationId?: string;
                    externalThreadId: string;
                    sender: string;
                    /** Format: date-time */
                    sentAt: string;
                    /** @enum {string} */
                    type: "message.received";
                };
            };
        };
        responses: {
            /** @description Accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        accepted: true;
                        reservationId?: string;
                        /** @enum {unknown} */
                        result: "created" | "updated" | "cancelled" | "unchanged" | "recorded";
                    };
                };
            };
            /** @description VALIDATION_FAILED, MALFORMED_JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description BAD_SIGNATURE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: no listing of the connection has this externalListingId */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description INVALID_TRANSITION: the stay was checked in or out */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listConnections: {
        parameters: {
            query?: {
                /** @description Only connections to this channel */
                channel?: "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                /** @description Only connections of this property */
                propertyId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Channel connections */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connections: components["schemas"]["Connection"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConnection: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The channel
                     * @enum {string}
                     */
                    channel: "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                    /**
                     * Format: uri
                     * @description API: where the connector receives availability, rates and settings (http or https, public address)
                     */
                    endpointUrl?: string;
                    /** @description One entry per unit listed on the channel */
                    listings: {
                        /** @description API: the listing’s id at the channel, which every message about it names */
                        externalListingId?: string;
                        /**
                         * Format: uri
                         * @description ICAL: the listing’s calendar export (.ics) address the channel gives, http or https, on a public address
                         */
                        importUrl?: string;
                        /** @description A unit of the property */
                        unitId: string;
                    }[];
                    /**
                     * @description ICAL (default): the channel’s calendar feeds are pulled, and Innkeep serves one per unit for the channel to pull. API: a connector exchanges signed JSON with Innkeep (availability, rates and settings out; reservations and messages in)
                     * @enum {string}
                     */
                    method?: "ICAL" | "API";
                    /** @description Id of a property in this workspace */
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description Connect a channel */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, URL_NOT_ALLOWED */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: ALREADY_CONNECTED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a channel connection in this workspace */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a channel connection */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteConnection: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a channel connection in this workspace */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disconnect a channel */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        disconnected: boolean;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    rotateConnectionExportUrls: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a channel connection in this workspace */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description New export feed addresses */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    syncConnection: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a channel connection in this workspace */
                connectionId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Apply a feed that came back empty although it had future stays (refused as FEED_EMPTY otherwise) */
                    acceptEmpty?: boolean;
                };
            };
        };
        responses: {
            /** @description Synchronise a channel now */
            202: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connection"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous read; absent to start at the oldest kept event (30 days) */
                after?: string;
                /** @description Events per page, 1 to 500 (default 100) */
                take?: number;
                /** @description Only these event types (comma-separated in a query string) */
                types?: ("reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.status_changed" | "reservation.overbooked" | "block.created" | "block.lifted" | "rates.updated" | "restrictions.updated" | "settings.updated" | "property.created" | "property.updated" | "property.archived" | "unit.created" | "unit.updated" | "unit.archived" | "rate_plan.created" | "rate_plan.updated" | "connection.created" | "connection.deleted" | "connection.export_urls_rotated" | "connection.synced" | "connection.failed" | "message.received" | "message.sent" | "webhook_endpoint.disabled" | "workspace.subscription_changed" | "workspace.trial_will_end" | "task.created" | "task.updated" | "task.completed" | "payment.recorded" | "payment.refunded" | "reservation.payment_status_changed" | "payment.needs_attention")[];
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Read the change feed */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, BAD_CURSOR */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listGuests: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Part of a name or e-mail, in any case and with or without accents ("jose" finds José) */
                search?: string;
                /** @description Page size, 1 to 200 (default 50) */
                take?: number;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List or search guests */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guests: components["schemas"]["GuestSummary"][];
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getGuest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a guest in this workspace */
                guestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a guest */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GuestDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List integrations */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        integrations: ({
                            /** @enum {unknown} */
                            channel: "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                            /** @description Connected properties */
                            connections: number;
                            methods: ("ICAL" | "API")[];
                            name: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    checkConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirm the credential points to a workspace */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        connected: true;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMessageThreads: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Only the conversations about this reservation */
                reservationId?: string;
                /** @description Page size, 1 to 200 (default 50) */
                take?: number;
                /** @description true: only conversations with unread guest messages; false: only those without */
                unread?: boolean;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List guest message threads */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        threads: components["schemas"]["Thread"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMessageThread: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a message thread in this workspace */
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a conversation */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    markMessageThreadRead: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a message thread in this workspace */
                threadId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Mark a conversation read */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Thread"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    replyToMessageThread: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a message thread in this workspace */
                threadId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text to send the guest, at most 5000 characters */
                    body: string;
                };
            };
        };
        responses: {
            /** @description Reply to a guest */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        deliveryStatus: ("QUEUED" | "SENT" | "FAILED") | null;
                        /** @enum {unknown} */
                        direction: "INBOUND" | "OUTBOUND";
                        id: string;
                        readAt?: string | null;
                        sender: string;
                        /** Format: date-time */
                        sentAt: string;
                        threadId: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: CHANNEL_CANNOT_SEND, CONFIRMATION_REQUIRED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    draftMessage: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description en (default), pt, es, fr or de
                     * @enum {string}
                     */
                    language?: "en" | "pt" | "es" | "fr" | "de";
                    /** @description The host’s own words, added to the message (REPLY: the answer itself) */
                    notes?: string;
                    /** @description The reservation the message is about (give this or threadId) */
                    reservationId?: string;
                    /**
                     * @description WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST or REPLY
                     * @enum {string}
                     */
                    template: "WELCOME" | "CHECK_IN_INSTRUCTIONS" | "CHECKOUT_REMINDER" | "THANK_YOU" | "REVIEW_REQUEST" | "REPLY";
                    /** @description The conversation to answer (give this or reservationId) */
                    threadId?: string;
                };
            };
        };
        responses: {
            /** @description Draft a guest message */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        /** @description The channel the message would go through (the reservation’s source) */
                        channel: string;
                        /** @description The reservation, unit and property values the text uses, by name */
                        facts: {
                            [key: string]: string | number;
                        };
                        /** @enum {unknown} */
                        language?: "en" | "pt" | "es" | "fr" | "de";
                        /** @description Values the template wanted and the workspace lacks */
                        missing: string[];
                        reservationId?: string | null;
                        subject: string;
                        /** @enum {unknown} */
                        template?: "WELCOME" | "CHECK_IN_INSTRUCTIONS" | "CHECKOUT_REMINDER" | "THANK_YOU" | "REVIEW_REQUEST" | "REPLY";
                        threadId?: string | null;
                        to: {
                            email: string | null;
                            guestId: string | null;
                            name: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Received at or after this time (a date is its midnight UTC) */
                from?: string;
                /** @description Only records of this method (CASH, BANK_TRANSFER, CARD_TERMINAL, OTHER, ONLINE) */
                method?: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER" | "ONLINE";
                /** @description Page size, 1 to 200 (default 100) */
                take?: number;
                /** @description Received before this time (a date is its midnight UTC, so that day is left out) */
                to?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List payments and refunds */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        payments: ({
                            /** @description Above 0 for both kinds, in minor units of `currency` */
                            amountMinor: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The reservation’s currency, ISO 4217 */
                            currency: string;
                            /** @description `pay_…` for a payment, `rfd_…` for a refund */
                            id: string;
                            /**
                             * @description PAYMENT (money received) or REFUND (money given back from one payment)
                             * @enum {unknown}
                             */
                            kind: "PAYMENT" | "REFUND";
                            /**
                             * @description How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s
                             * @enum {unknown}
                             */
                            method: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER" | "ONLINE";
                            /** @description For a refund: why */
                            reason: string | null;
                            /** Format: date-time */
                            receivedAt: string;
                            reference: string | null;
                            /** @description For a payment: what its refunds gave back so far (0 for a refund) */
                            refundedMinor: number;
                            /** @description For a refund: the payment it gives money back from */
                            refundOf: string | null;
                            reservationId: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refundPayment: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the payment to refund (`pay_…`) */
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Amount to give back, in minor units (default: all that is left of the payment) */
                    amountMinor?: number;
                    /** @description Why, for the host’s records */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Refund a payment */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Above 0 for both kinds, in minor units of `currency` */
                        amountMinor: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The reservation’s currency, ISO 4217 */
                        currency: string;
                        /** @description `pay_…` for a payment, `rfd_…` for a refund */
                        id: string;
                        /**
                         * @description PAYMENT (money received) or REFUND (money given back from one payment)
                         * @enum {unknown}
                         */
                        kind: "PAYMENT" | "REFUND";
                        /**
                         * @description How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s
                         * @enum {unknown}
                         */
                        method: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER" | "ONLINE";
                        /** @description Only for an ONLINE payment: the refund Stripe was asked for, recorded (event payment.refunded) when Stripe confirms it */
                        pendingRefund?: {
                            amountMinor: number;
                            /** @description Stripe’s refund id (null on a dry run) */
                            processorRefundId: string | null;
                            reason: string | null;
                        };
                        /** @description For a refund: why */
                        reason: string | null;
                        /** Format: date-time */
                        receivedAt: string;
                        reference: string | null;
                        /** @description For a payment: what its refunds gave back so far (0 for a refund) */
                        refundedMinor: number;
                        /** @description For a refund: the payment it gives money back from */
                        refundOf: string | null;
                        reservationId: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: REFUND_EXCEEDS_PAYMENT, NOT_REFUNDABLE, CONFIRMATION_REQUIRED, IDEMPOTENCY_KEY_IN_USE, PAYMENTS_NOT_CONNECTED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            /** @description Error. Codes: PAYMENT_PROCESSOR_FAILED */
            502: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listProperties: {
        parameters: {
            query?: {
                /** @description Include archived properties (default false) */
                includeArchived?: boolean;
                /** @description Only properties with this status */
                status?: "ACTIVE" | "INACTIVE" | "ARCHIVED";
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List properties */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        properties: components["schemas"]["Property"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createProperty: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Postal address */
                    address?: {
                        /** @description City */
                        city: string;
                        /** @description Country, ISO 3166-1 alpha-2 (PT) */
                        country: string;
                        /** @description Street and number */
                        line1: string;
                        /** @description Flat, floor or building */
                        line2?: string;
                        /** @description Postal code */
                        postalCode: string;
                        /** @description Region, state or province */
                        region?: string;
                    };
                    /** @description Earliest check-in, HH:MM local time (default 15:00) */
                    checkInTime?: string;
                    /** @description Latest check-out, HH:MM local time (default 11:00) */
                    checkOutTime?: string;
                    /** @description City (the same as address.city when both are given) */
                    city?: string;
                    /** @description Country, ISO 3166-1 alpha-2 (the same as address.country when both are given) */
                    country?: string;
                    /** @description Currency of its prices, ISO 4217 (EUR) */
                    currency: string;
                    /** @description Name guests and staff know the property by */
                    name: string;
                    /**
                     * @description ACTIVE or INACTIVE (default ACTIVE); archive a property with POST /properties/{propertyId}/archive
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @description IANA time zone of the property (Europe/Lisbon): its nights and check-in times are local to it */
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description Create a property */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDetail"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a property */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateProperty: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Postal address */
                    address?: {
                        /** @description City */
                        city: string;
                        /** @description Country, ISO 3166-1 alpha-2 (PT) */
                        country: string;
                        /** @description Street and number */
                        line1: string;
                        /** @description Flat, floor or building */
                        line2?: string;
                        /** @description Postal code */
                        postalCode: string;
                        /** @description Region, state or province */
                        region?: string;
                    };
                    /** @description Earliest check-in, HH:MM local time */
                    checkInTime?: string;
                    /** @description Latest check-out, HH:MM local time */
                    checkOutTime?: string;
                    /** @description City (the same as address.city when both are given) */
                    city?: string;
                    /** @description Country, ISO 3166-1 alpha-2 (the same as address.country when both are given) */
                    country?: string;
                    /** @description Currency of its prices, ISO 4217 (EUR) */
                    currency?: string;
                    /** @description Name guests and staff know the property by */
                    name?: string;
                    /** @description The payment schedule every reservation of the property carries: the deposit at booking and when the balance is due; fields left out keep their value */
                    paymentSchedule?: {
                        /** @description The rest is due this many days before arrival, 0 to 365 (default 14) */
                        balanceDueDaysBeforeArrival?: number;
                        /** @description Percent of the total due at booking, 0 to 100 (default 30) */
                        depositPercent?: number;
                    };
                    /**
                     * @description ACTIVE or INACTIVE; an archived property set to either is in use again; archive a property with POST /properties/{propertyId}/archive
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @description IANA time zone of the property (Europe/Lisbon): its nights and check-in times are local to it */
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Change a property */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDetail"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    archiveProperty: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Archive a property */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDetail"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    setBookingSettings: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Earliest arrival, HH:MM local time; null clears it */
                    arrivalTimeFrom?: string | null;
                    /** @description Latest arrival, HH:MM local time; null clears it */
                    arrivalTimeTo?: string | null;
                    /** @description Guests book without the host accepting first */
                    instantBooking?: boolean;
                };
            };
        };
        responses: {
            /** @description Set booking settings */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        propagation: components["schemas"]["Propagation"];
                        property: components["schemas"]["PropertyDetail"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    setCancellationPolicy: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description The cancellation policy guests book under
                     * @enum {string}
                     */
                    policy: "FLEXIBLE" | "MODERATE" | "FIRM" | "STRICT" | "NON_REFUNDABLE";
                };
            };
        };
        responses: {
            /** @description Set the cancellation policy */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        propagation: components["schemas"]["Propagation"];
                        property: components["schemas"]["PropertyDetail"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getPropertyFeesAndTaxes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get fees and taxes */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeesAndTaxes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setPropertyFeesAndTaxes: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The property's fees, at most 20, in the order quotes list them (the unit's cleaning and extra-guest fees come first) */
                    fees: {
                        /** @description Minor units, for every kind but PERCENT_OF_ACCOMMODATION */
                        amountMinor?: number;
                        /** @description A name of the fee for machines, UPPER_SNAKE_CASE: SERVICE, LINEN */
                        code: string;
                        /**
                         * @description PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (the nights less the discount)
                         * @enum {string}
                         */
                        kind: "PER_STAY" | "PER_NIGHT" | "PER_GUEST_PER_NIGHT" | "PERCENT_OF_ACCOMMODATION";
                        /** @description What a guest reads on the quote */
                        label: string;
                        /** @description For PERCENT_OF_ACCOMMODATION: 0 to 100, at most 4 decimals */
                        percent?: number;
                    }[];
                    /** @description The property's taxes, at most 20, in the order quotes list them */
                    taxes: {
                        /** @description Minor units, for PER_GUEST_PER_NIGHT and PER_STAY */
                        amountMinor?: number;
                        /**
                         * @description What a PERCENT tax is a percentage of: ACCOMMODATION (the nights less the discount) or ACCOMMODATION_AND_FEES (that and every fee)
                         * @enum {string}
                         */
                        base: "ACCOMMODATION" | "ACCOMMODATION_AND_FEES";
                        /** @description PER_GUEST_PER_NIGHT: children pay none */
                        childrenExempt?: boolean;
                        /** @description A name of the tax for machines, UPPER_SNAKE_CASE: VAT, TOURIST_TAX */
                        code: string;
                        /** @description true when the prices already contain it: shown as a line, not added to the total */
                        inclusive: boolean;
                        /**
                         * @description PERCENT of its base, PER_GUEST_PER_NIGHT or PER_STAY
                         * @enum {string}
                         */
                        kind: "PERCENT" | "PER_GUEST_PER_NIGHT" | "PER_STAY";
                        /** @description What a guest reads on the quote */
                        label: string;
                        /** @description PER_GUEST_PER_NIGHT: counted on at most this many nights */
                        maxNights?: number;
                        /** @description For PERCENT: 0 to 100, at most 4 decimals */
                        percent?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Set fees and taxes */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeesAndTaxes"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    setPropertyTaskSettings: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Each departure of a stay holding a room makes a CLEANING task (turning it on also makes those of the stays departing from today on) */
                    autoCleaning?: boolean;
                    /** @description The steps each new automatic cleaning’s checklist starts with: ["Change the towels", "Empty the bins"] */
                    checklist?: string[];
                    /** @description The member new automatic cleanings are assigned to (a user id); null: nobody */
                    defaultAssigneeUserId?: string | null;
                };
            };
        };
        responses: {
            /** @description Set housekeeping settings */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PropertyDetail"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listPropertyUnits: {
        parameters: {
            query?: {
                /** @description Include archived units and the units of archived properties (default false) */
                includeArchived?: boolean;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Only the units of this property */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List rentable units */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        units: components["schemas"]["Unit"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getQuota: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quotas of the calling credential */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quotas: ({
                            /**
                             * @description Reads spend API_LIMIT, writes API_WRITE_LIMIT
                             * @enum {unknown}
                             */
                            kind: "read" | "write";
                            /** @description Requests allowed in the window */
                            limit: number;
                            /** @description The operation: its quota bucket, and x-operation on its routes in the OpenAPI description; `<operation>.dryRun` is the read bucket of a write’s dry runs */
                            operation: string;
                            /** @description Requests left in the current window */
                            remaining: number;
                            /** @description Seconds until the window resets (a window starts at its first request; one not started shows its whole length) */
                            resetSeconds: number;
                            /** @description Requests counted in the current window */
                            used: number;
                        } & {
                            [key: string]: unknown;
                        })[];
                        /** @description Length of every quota window, in seconds */
                        windowSeconds: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createRatePlan: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Price of a night on this plan where no rate is set, in minor units (12000 is 120.00) */
                    basePriceMinor: number;
                    /** @description Make it the unit’s default plan, the one bookings and rates use unless told otherwise (default false; a unit’s first plan is always its default) */
                    isDefault?: boolean;
                    /** @description Title of the rate plan (Standard, Non-refundable…) */
                    title: string;
                    /** @description Id of a unit in this workspace */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description Create a rate plan */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatePlan"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: ARCHIVED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    updateRatePlan: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a rate plan in this workspace */
                ratePlanId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Price of a night on this plan where no rate is set, in minor units (12000 is 120.00) */
                    basePriceMinor?: number;
                    /** @description true makes it the unit’s default plan and clears the default of its other plans; a unit keeps one default, so make another plan the default instead of sending false */
                    isDefault?: boolean;
                    /** @description Title of the rate plan (Standard, Non-refundable…) */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Change a rate plan */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatePlan"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: DEFAULT_RATE_PLAN_REQUIRED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getRates: {
        parameters: {
            query: {
                /** @description First night, YYYY-MM-DD */
                from: string;
                /** @description A property: every rate plan of its units */
                propertyId?: string;
                /** @description One rate plan */
                ratePlanId?: string;
                /** @description Last night, YYYY-MM-DD (inclusive); at most 731 nights after from */
                to: string;
                /** @description A unit: reads cover all its plans, writes its default plan */
                unitId?: string;
                /** @description Only nights on these weekdays (MON…SUN); a comma-separated list in a query string */
                weekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Nightly rates and restrictions */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rates"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setRates: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description No arrival on the night */
                    closedToArrival?: boolean;
                    /** @description No departure on the day */
                    closedToDeparture?: boolean;
                    /**
                     * Format: date
                     * @description First night, YYYY-MM-DD
                     */
                    from: string;
                    /** @description Longest stay arriving on the night (checked on the arrival night); null clears */
                    maxNights?: number | null;
                    /** @description Shortest stay arriving on the night (checked on the arrival night); null clears */
                    minNights?: number | null;
                    /** @description Price of each night in minor units; null returns to the base price */
                    priceMinor?: number | null;
                    /** @description A property: every rate plan of its units */
                    propertyId?: string;
                    /** @description One rate plan */
                    ratePlanId?: string;
                    /** @description The night is not sold at all */
                    stopSell?: boolean;
                    /**
                     * Format: date
                     * @description Last night, YYYY-MM-DD (inclusive); at most 731 nights after from
                     */
                    to: string;
                    /** @description A unit: reads cover all its plans, writes its default plan */
                    unitId?: string;
                    /** @description Only nights on these weekdays (MON…SUN); a comma-separated list in a query string */
                    weekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                };
            };
        };
        responses: {
            /** @description Set prices and restrictions */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Nights written (per rate plan) */
                        updated: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    adjustRates: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Change in minor units added to each night’s price; refused when it moves any night by more than 50 % */
                    amountMinor?: number;
                    /**
                     * Format: date
                     * @description First night, YYYY-MM-DD
                     */
                    from: string;
                    /** @description Change in percent of each night’s price (e.g. 10 or -12.5); at most ±50 */
                    percent?: number;
                    /** @description A property: every rate plan of its units */
                    propertyId?: string;
                    /** @description One rate plan */
                    ratePlanId?: string;
                    /**
                     * Format: date
                     * @description Last night, YYYY-MM-DD (inclusive); at most 731 nights after from
                     */
                    to: string;
                    /** @description A unit: reads cover all its plans, writes its default plan */
                    unitId?: string;
                    /** @description Only nights on these weekdays (MON…SUN); a comma-separated list in a query string */
                    weekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                };
            };
        };
        responses: {
            /** @description Adjust prices */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Nights written (per rate plan) */
                        updated: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG, ADJUSTMENT_TOO_LARGE */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getReportOverview: {
        parameters: {
            query?: {
                /** @description The day to look at, YYYY-MM-DD; default today in the workspace’s time zone */
                date?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The host’s day: arrivals, departures, the month so far */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportOverview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReportSummary: {
        parameters: {
            query: {
                /** @description First night of the period, YYYY-MM-DD (inclusive) */
                from: string;
                /** @description Only this property */
                propertyId?: string;
                /** @description Last night of the period, YYYY-MM-DD (inclusive); at most 366 nights after from */
                to: string;
                /** @description Only this unit */
                unitId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revenue, occupancy, ADR and RevPAR for a period */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportSummary"];
                    "text/csv": string;
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReservations: {
        parameters: {
            query?: {
                /** @description Only reservations owing an amount of their schedule due before this day (INQUIRY and CANCELLED ones owe nothing); today’s date lists the overdue */
                balanceDueBefore?: string;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Stays overlapping the period from this night on (not only arrivals) */
                from?: string;
                /** @description Only channel reservations stored over capacity (true) or the others (false) */
                isOverbooking?: boolean;
                /** @description Only reservations in this payment status (UNPAID, PARTIALLY_PAID, PAID, OVERPAID, REFUNDED) */
                paymentStatus?: "UNPAID" | "PARTIALLY_PAID" | "PAID" | "OVERPAID" | "REFUNDED";
                /** @description Only reservations of this property */
                propertyId?: string;
                /** @description Free text matched against the guest’s name and e-mail */
                search?: string;
                /** @description Only reservations from this source */
                source?: "DIRECT" | "MANUAL" | "OTHER" | "AIRBNB" | "BOOKING_COM" | "VRBO" | "EXPEDIA" | "AGODA" | "GOOGLE" | "TRIPADVISOR" | "HOMETOGO";
                /** @description Only reservations in this status */
                status?: "INQUIRY" | "PROVISIONAL" | "CONFIRMED" | "CANCELLED" | "CHECKED_IN" | "CHECKED_OUT" | "NO_SHOW";
                /** @description Page size, 1 to 200 (default 50) */
                take?: number;
                /** @description Stays overlapping the period up to this night, inclusive */
                to?: string;
                /** @description Only reservations of this unit */
                unitId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List reservations */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        reservations: components["schemas"]["Reservation"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Adults (default 1) */
                    adults?: number;
                    /**
                     * Format: date
                     * @description Arrival day, YYYY-MM-DD: the first night of the stay
                     */
                    arrivalDate: string;
                    /** @description Children (default 0) */
                    children?: number;
                    /** @description ISO 4217 code (default: the property’s currency) */
                    currency?: string;
                    /**
                     * Format: date
                     * @description Departure day, YYYY-MM-DD: its night is not part of the stay
                     */
                    departureDate: string;
                    /** @description The guest; stored as a guest record of the workspace */
                    guest: {
                        /**
                         * Format: email
                         * @description E-mail address
                         */
                        email?: string;
                        /** @description Given name */
                        firstName: string;
                        /** @description Family name */
                        lastName: string;
                        /** @description Phone number, ideally E.164 */
                        phone?: string;
                    };
                    /** @description Free notes for the team */
                    notes?: string;
                    /** @description Rate plan to price the stay with (default: the unit’s default plan) */
                    ratePlanId?: string;
                    /**
                     * @description MANUAL (typed in by staff) or DIRECT (booked by the guest with you); channel reservations arrive by synchronisation
                     * @enum {string}
                     */
                    source: "MANUAL" | "DIRECT";
                    /**
                     * @description INQUIRY (holds no room), PROVISIONAL or CONFIRMED (default)
                     * @enum {string}
                     */
                    status?: "INQUIRY" | "PROVISIONAL" | "CONFIRMED";
                    /** @description Total in minor units, recorded as one MANUAL_TOTAL line (default: a DIRECT stay as the stay check quotes it, with fees and taxes; a MANUAL one at its nightly prices) */
                    totalAmountMinor?: number;
                    /** @description The unit to book */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description Record a reservation */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedReservation"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, SOURCE_NOT_ALLOWED, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: NO_AVAILABILITY, RESTRICTION_VIOLATED, ARCHIVED, STAY_TOO_LONG, TOO_MANY_HOLDS, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getReservation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a reservation */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Cancel a reservation */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, CONFIRMATION_REQUIRED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    checkInReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change a reservation’s status */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    checkOutReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change a reservation’s status */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    confirmReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change a reservation’s status */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    moveReservation: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description New arrival day, YYYY-MM-DD
                     */
                    arrivalDate: string;
                    /**
                     * Format: date
                     * @description New departure day, YYYY-MM-DD
                     */
                    departureDate: string;
                    /** @description New total in minor units, one MANUAL_TOTAL line (default: the new stay repriced, a DIRECT one as the stay check quotes it, a MANUAL one at its nightly prices; channel totals are kept) */
                    totalAmountMinor?: number;
                    /** @description Move to this unit (default: stay in the same unit) */
                    unitId?: string;
                };
            };
        };
        responses: {
            /** @description Move a reservation */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: NO_AVAILABILITY, RESTRICTION_VIOLATED, INVALID_TRANSITION, ARCHIVED */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    markReservationNoShow: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change a reservation’s status */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    createPaymentLink: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Amount to ask for, in minor units of the reservation’s currency; default: the balance still due */
                    amountMinor?: number;
                };
            };
        };
        responses: {
            /** @description Create a payment link */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountMinor: number;
                        currency: string;
                        /**
                         * Format: date-time
                         * @description When the page stops taking payment
                         */
                        expiresAt: string;
                        reservationId: string;
                        /**
                         * Format: uri
                         * @description The Stripe Checkout page to send the guest; a dry run creates none and answers about:blank
                         */
                        url: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: PAYMENTS_NOT_CONNECTED, NOTHING_DUE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            /** @description Error. Codes: PAYMENT_PROCESSOR_FAILED */
            502: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listReservationPayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a reservation’s payments */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payments: ({
                            /** @description Above 0 for both kinds, in minor units of `currency` */
                            amountMinor: number;
                            /** Format: date-time */
                            createdAt: string;
                            /** @description The reservation’s currency, ISO 4217 */
                            currency: string;
                            /** @description `pay_…` for a payment, `rfd_…` for a refund */
                            id: string;
                            /**
                             * @description PAYMENT (money received) or REFUND (money given back from one payment)
                             * @enum {unknown}
                             */
                            kind: "PAYMENT" | "REFUND";
                            /**
                             * @description How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s
                             * @enum {unknown}
                             */
                            method: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER" | "ONLINE";
                            /** @description For a refund: why */
                            reason: string | null;
                            /** Format: date-time */
                            receivedAt: string;
                            reference: string | null;
                            /** @description For a payment: what its refunds gave back so far (0 for a refund) */
                            refundedMinor: number;
                            /** @description For a refund: the payment it gives money back from */
                            refundOf: string | null;
                            reservationId: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recordPayment: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Amount received, in minor units of the reservation’s currency (12000 = 120.00), above 0 */
                    amountMinor: number;
                    /**
                     * @description How it was paid: CASH, BANK_TRANSFER, CARD_TERMINAL or OTHER (ONLINE payments are recorded by Innkeep itself)
                     * @enum {string}
                     */
                    method: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER";
                    /** @description When the money was received (default now; a date is its midnight UTC); never in the future */
                    receivedAt?: string;
                    /** @description The bank transfer’s reference, the receipt number… */
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Record a payment */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Above 0 for both kinds, in minor units of `currency` */
                        amountMinor: number;
                        /** Format: date-time */
                        createdAt: string;
                        /** @description The reservation’s currency, ISO 4217 */
                        currency: string;
                        /** @description `pay_…` for a payment, `rfd_…` for a refund */
                        id: string;
                        /**
                         * @description PAYMENT (money received) or REFUND (money given back from one payment)
                         * @enum {unknown}
                         */
                        kind: "PAYMENT" | "REFUND";
                        /**
                         * @description How it was paid; ONLINE through the host’s Stripe account; a refund carries its payment’s
                         * @enum {unknown}
                         */
                        method: "CASH" | "BANK_TRANSFER" | "CARD_TERMINAL" | "OTHER" | "ONLINE";
                        /** @description For a refund: why */
                        reason: string | null;
                        /** Format: date-time */
                        receivedAt: string;
                        reference: string | null;
                        /** @description For a payment: what its refunds gave back so far (0 for a refund) */
                        refundedMinor: number;
                        /** @description For a refund: the payment it gives money back from */
                        refundOf: string | null;
                        reservationId: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    markReservationProvisional: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a reservation in this workspace */
                reservationId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Change a reservation’s status */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reservation"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION, NO_AVAILABILITY */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    setRestrictions: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description No arrival on the night */
                    closedToArrival?: boolean;
                    /** @description No departure on the day */
                    closedToDeparture?: boolean;
                    /**
                     * Format: date
                     * @description First night, YYYY-MM-DD
                     */
                    from: string;
                    /** @description Longest stay arriving on the night (checked on the arrival night); null clears */
                    maxNights?: number | null;
                    /** @description Shortest stay arriving on the night (checked on the arrival night); null clears */
                    minNights?: number | null;
                    /** @description A property: every rate plan of its units */
                    propertyId?: string;
                    /** @description One rate plan */
                    ratePlanId?: string;
                    /** @description The night is not sold at all */
                    stopSell?: boolean;
                    /**
                     * Format: date
                     * @description Last night, YYYY-MM-DD (inclusive); at most 731 nights after from
                     */
                    to: string;
                    /** @description A unit: reads cover all its plans, writes its default plan */
                    unitId?: string;
                    /** @description Only nights on these weekdays (MON…SUN); a comma-separated list in a query string */
                    weekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                };
            };
        };
        responses: {
            /** @description Set stay restrictions */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Nights written (per rate plan) */
                        updated: number;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, RANGE_TOO_LONG */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listSandboxes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List your sandboxes */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sandboxes: components["schemas"]["Sandbox"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSandbox: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description A name to tell it apart (default "Sandbox") */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Create a sandbox */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedSandbox"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: SANDBOX_LIMIT_REACHED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    deleteSandbox: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the sandbox (ws_…) */
                sandboxId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a sandbox */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        id: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    resetSandbox: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the sandbox (ws_…) */
                sandboxId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Reset a sandbox */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Sandbox"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getServiceStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Service state and discovery */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        authorizationServerMetadataUrl?: string;
                        /** @description Each dependency (postgres, redis) and whether it answered within a second. */
                        checks?: {
                            [key: string]: {
                                latencyMs: number;
                                msg?: string;
                                /** @enum {unknown} */
                                status: "ok" | "down";
                            } & {
                                [key: string]: unknown;
                            };
                        };
                        deprecationPolicyUrl?: string;
                        docsUrl?: string;
                        mcpManifestUrl?: string;
                        mcpUrl?: string;
                        oauthMetadataUrl?: string;
                        openapiUrl?: string;
                        scopes: ("pms:read" | "pms:write")[];
                        /** Format: date-time */
                        serverTime: string;
                        /** @enum {unknown} */
                        status: "ok" | "degraded";
                        version: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listTasks: {
        parameters: {
            query?: {
                /** @description `me` (your own tasks) or a member’s user id */
                assignee?: string;
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Tasks due on or after this day, YYYY-MM-DD */
                from?: string;
                /** @description Only tasks in this status */
                status?: "OPEN" | "IN_PROGRESS" | "DONE" | "CANCELLED";
                /** @description Page size, 1 to 200 (default 100) */
                take?: number;
                /** @description Tasks due on or before this day (inclusive), YYYY-MM-DD */
                to?: string;
                /** @description Only tasks of this type */
                type?: "CLEANING" | "INSPECTION" | "MAINTENANCE" | "OTHER";
                /** @description Only tasks of this unit */
                unitId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List tasks */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextCursor: string | null;
                        tasks: components["schemas"]["Task"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createTask: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The member who does it (a user id; default: nobody yet) */
                    assigneeUserId?: string;
                    /** @description The steps to tick, at most 50: [{ "label": "Change the towels" }] */
                    checklist?: {
                        /** @description Whether it is done (default false) */
                        done?: boolean;
                        /** @description What to do: "Change the towels" */
                        label: string;
                    }[];
                    /** @description Local time HH:MM it is due by (default: the end of the day) */
                    dueBy?: string;
                    /**
                     * Format: date
                     * @description The day it is due, YYYY-MM-DD
                     */
                    dueDate: string;
                    /** @description Anything the person doing it should know */
                    notes?: string;
                    /** @description What it is, in a few words (default: the type’s name, "Cleaning") */
                    title?: string;
                    /**
                     * @description CLEANING, INSPECTION, MAINTENANCE or OTHER
                     * @enum {string}
                     */
                    type: "CLEANING" | "INSPECTION" | "MAINTENANCE" | "OTHER";
                    /** @description The unit the work is in */
                    unitId: string;
                };
            };
        };
        responses: {
            /** @description Create a task */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a task in this workspace */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Get a task */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateTask: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a task in this workspace */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The member who does it (a user id); null: nobody */
                    assigneeUserId?: string | null;
                    /** @description The whole checklist as it should be, ticks included: [{ "label": "Change the towels", "done": true }] */
                    checklist?: {
                        /** @description Whether it is done (default false) */
                        done?: boolean;
                        /** @description What to do: "Change the towels" */
                        label: string;
                    }[];
                    /** @description Local time HH:MM it is due by; null: by the end of the day */
                    dueBy?: string | null;
                    /**
                     * Format: date
                     * @description The day it is due, YYYY-MM-DD
                     */
                    dueDate?: string;
                    /** @description Anything the person doing it should know; null clears it */
                    notes?: string | null;
                };
            };
        };
        responses: {
            /** @description Change a task */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    cancelTask: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a task in this workspace */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Cancel a task */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    completeTask: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a task in this workspace */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Complete a task */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    startTask: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a task in this workspace */
                taskId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Start a task */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: INVALID_TRANSITION */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listUnits: {
        parameters: {
            query?: {
                /** @description Include archived units and the units of archived properties (default false) */
                includeArchived?: boolean;
                /** @description Only the units of this property */
                propertyId?: string;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List rentable units */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        units: components["schemas"]["Unit"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createUnit: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Price of a night on the unit’s default rate plan where no rate is set, in minor units (12000 is 120.00) */
                    basePriceMinor: number;
                    /** @description Identical rooms sold under this unit (1 to 1000); default 1 */
                    countOfRooms?: number;
                    /** @description Most guests a room of the unit sleeps */
                    maxOccupancy?: number;
                    /** @description Name of the unit, as staff and guests know it */
                    name: string;
                    /** @description Id of a property in this workspace */
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description Create a unit */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: ARCHIVED, IDEMPOTENCY_KEY_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    updateUnit: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a unit in this workspace */
                unitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Identical rooms sold under this unit (1 to 1000); applies to every night from today on */
                    countOfRooms?: number;
                    /** @description Most guests a room of the unit sleeps */
                    maxOccupancy?: number;
                    /** @description Name of the unit, as staff and guests know it */
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Change a unit */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request conflicts with the current state. Codes: ROOMS_IN_USE */
            409: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    archiveUnit: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a unit in this workspace */
                unitId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Archive a unit */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unit"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    setListingSettings: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a unit in this workspace */
                unitId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How many days ahead guests may book */
                    advanceBookingDays?: number | null;
                    /** @description Weekdays guests may arrive on (MON…SUN); empty means any day */
                    checkInWeekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    /** @description Weekdays guests may leave on (MON…SUN); empty means any day */
                    checkOutWeekdays?: ("MON" | "TUE" | "WED" | "THU" | "FRI" | "SAT" | "SUN")[];
                    /** @description Cleaning fee per stay, minor units */
                    cleaningFeeMinor?: number | null;
                    /** @description Fee per extra guest and night, minor units */
                    extraGuestFeeMinor?: number | null;
                    /** @description The extra-guest fee applies from this many guests on */
                    extraGuestFromGuests?: number | null;
                    /** @description Discount in percent for stays of 28 nights or more */
                    monthlyDiscountPercent?: number | null;
                    /** @description Nights kept free between two stays */
                    turnoverDays?: number | null;
                    /** @description Nightly price on Friday and Saturday nights, minor units; null clears it */
                    weekendPriceMinor?: number | null;
                    /** @description Discount in percent for stays of 7 nights or more */
                    weeklyDiscountPercent?: number | null;
                };
            };
        };
        responses: {
            /** @description Set listing settings */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        propagation: components["schemas"]["Propagation"];
                        unit: components["schemas"]["Unit"];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List webhook endpoints */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["WebhookEndpoint"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What it is for, for the people who read the list */
                    description?: string;
                    /** @description Event types to deliver, or ["*"] for every type */
                    events: ("*" | "reservation.created" | "reservation.updated" | "reservation.cancelled" | "reservation.status_changed" | "reservation.overbooked" | "block.created" | "block.lifted" | "rates.updated" | "restrictions.updated" | "settings.updated" | "property.created" | "property.updated" | "property.archived" | "unit.created" | "unit.updated" | "unit.archived" | "rate_plan.created" | "rate_plan.updated" | "connection.created" | "connection.deleted" | "connection.export_urls_rotated" | "connection.synced" | "connection.failed" | "message.received" | "message.sent" | "webhook_endpoint.disabled" | "workspace.subscription_changed" | "workspace.trial_will_end" | "task.created" | "task.updated" | "task.completed" | "payment.recorded" | "payment.refunded" | "reservation.payment_status_changed" | "payment.needs_attention")[];
                    /**
                     * Format: uri
                     * @description Where to POST the events: https (or http) on a public address
                     */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Register a webhook endpoint */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description The request did not validate (shape check: `message` lists the problems) or a rule refused it. Codes: VALIDATION_FAILED, MALFORMED_JSON, BAD_URL, BAD_REQUEST, URL_NOT_ALLOWED */
            400: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the webhook endpoint */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Delete a webhook endpoint */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                        id: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            414: components["responses"]["UriTooLong"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description The nextCursor of the previous page */
                cursor?: string;
                /** @description Only deliveries in this state */
                status?: "PENDING" | "SUCCEEDED" | "FAILED";
                /** @description Page size, 1 to 200 (default 50) */
                take?: number;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the webhook endpoint */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List a webhook endpoint’s deliveries */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["WebhookDelivery"][];
                        nextCursor: string | null;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of the delivery */
                deliveryId: string;
                /** @description Id of the webhook endpoint */
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Send a delivery again */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listWebsites: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List the direct-booking websites */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sites: components["schemas"]["Site"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    publishWebsite: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Publish a website */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    createWebsiteDraft: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of a property in this workspace */
                    propertyId: string;
                };
            };
        };
        responses: {
            /** @description Get a property’s website, making its draft first */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteWithPosts"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    updateWebsiteDraft: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path: {
                /** @description Id of a property in this workspace */
                propertyId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description About the place, as plain text (paragraphs separated by blank lines) */
                    description?: string;
                    /** @description Short selling points, shown as a list (at most 20) */
                    highlights?: string[];
                    /** @description House rules, shown as a list (at most 20) */
                    houseRules?: string[];
                    /** @description Photo addresses (https://), in the order shown (at most 30) */
                    photos?: string[];
                    /** @description One line under the title */
                    tagline?: string;
                    /** @description The site’s title (default: the property’s name) */
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Edit a website’s draft */
            200: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Site"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            414: components["responses"]["UriTooLong"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    listWebsitePosts: {
        parameters: {
            query?: {
                /** @description Only this property’s posts */
                propertyId?: string;
                /** @description How many, newest first (default 50, at most 200) */
                take?: number;
            };
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description List website posts */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        posts: components["schemas"]["SitePost"][];
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebsitePost: {
        parameters: {
            query?: {
                /** @description `true`: run the write with every check and rule, then roll it back, and answer what it would answer (same status and body) with `Dry-Run: true`. Nothing is stored (no event, webhook delivery, audit entry or idempotency record); it spends the read quota `<operation>.dryRun`, not the write quota. */
                dryRun?: boolean;
            };
            header?: {
                /** @description Any unique string (1 to 255 printable ASCII characters, no space, a UUID): a retry with the same key and body within 24 hours answers the first result again, with `Idempotent-Replayed: true`; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED, and while the first is running 409 IDEMPOTENCY_KEY_IN_USE. Kept per credential. */
                "Idempotency-Key"?: string;
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The post, in Markdown; scripts, event handlers and javascript: links are removed when it is shown */
                    body: string;
                    /** @description The property whose website shows the post */
                    propertyId: string;
                    /** @description The post’s title */
                    title: string;
                };
            };
        };
        responses: {
            /** @description Post news on a website */
            201: {
                headers: {
                    "Dry-Run": components["headers"]["Dry-Run"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitePost"];
                };
            };
            400: components["responses"]["WriteBadRequest"];
            401: components["responses"]["WriteUnauthorized"];
            403: components["responses"]["WriteForbidden"];
            404: components["responses"]["WriteNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["WriteConflict"];
            413: components["responses"]["WriteContentTooLarge"];
            415: components["responses"]["WriteUnsupportedMediaType"];
            422: components["responses"]["WriteUnprocessableContent"];
            429: components["responses"]["WriteTooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["WriteInternalError"];
            503: components["responses"]["WriteServiceUnavailable"];
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Id of the workspace to act on, when the key holds several (default: its first) */
                showorg?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Workspace context */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkspaceContext"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
