// Generated from the operation catalogue by `npm run contract:generate`; do not edit.
import { OperationContract } from './operation-contract';

export const OPERATION_CONTRACTS: readonly OperationContract[] = [
  {
    "name": "service.status",
    "summary": "Service state and discovery",
    "access": "public",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/status",
        "operationId": "getServiceStatus"
      }
    ],
    "cli": "status",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "connection.check",
    "summary": "Confirm the credential points to a workspace",
    "access": "credential",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/is-connected",
        "operationId": "checkConnection"
      }
    ],
    "cli": "whoami",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "workspace.get",
    "summary": "Workspace context",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/workspace",
        "operationId": "getWorkspace"
      }
    ],
    "cli": "whoami",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "quota.get",
    "summary": "Quotas of the calling credential",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/quota",
        "operationId": "getQuota"
      }
    ],
    "cli": "quota",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "properties.list",
    "summary": "List properties",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/properties",
        "operationId": "listProperties"
      }
    ],
    "cli": "properties",
    "input": {
      "type": "object",
      "properties": {
        "includeArchived": {
          "type": "boolean",
          "description": "Include archived properties (default false)"
        },
        "status": {
          "type": "string",
          "enum": [
            "ACTIVE",
            "INACTIVE",
            "ARCHIVED"
          ],
          "description": "Only properties with this status"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "properties.get",
    "summary": "Get a property",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/properties/:propertyId",
        "operationId": "getProperty"
      }
    ],
    "cli": "properties:get",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "units.list",
    "summary": "List rentable units",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/units",
        "operationId": "listUnits"
      },
      {
        "method": "GET",
        "path": "/properties/:propertyId/units",
        "operationId": "listPropertyUnits"
      }
    ],
    "cli": "units",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only the units of this property"
        },
        "includeArchived": {
          "type": "boolean",
          "description": "Include archived units and the units of archived properties (default false)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "properties.create",
    "summary": "Create a property",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/properties",
        "operationId": "createProperty"
      }
    ],
    "cli": "properties:create",
    "input": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Name guests and staff know the property by"
        },
        "currency": {
          "type": "string",
          "description": "Currency of its prices, ISO 4217 (EUR)"
        },
        "timezone": {
          "type": "string",
          "description": "IANA time zone of the property (Europe/Lisbon): its nights and check-in times are local to it"
        },
        "city": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "City (the same as address.city when both are given)"
        },
        "country": {
          "type": "string",
          "description": "Country, ISO 3166-1 alpha-2 (the same as address.country when both are given)"
        },
        "address": {
          "properties": {
            "line1": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "description": "Street and number"
            },
            "line2": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "description": "Flat, floor or building"
            },
            "postalCode": {
              "type": "string",
              "minLength": 1,
              "maxLength": 20,
              "description": "Postal code"
            },
            "city": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "description": "City"
            },
            "region": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "description": "Region, state or province"
            },
            "country": {
              "type": "string",
              "description": "Country, ISO 3166-1 alpha-2 (PT)"
            }
          },
          "type": "object",
          "required": [
            "line1",
            "postalCode",
            "city",
            "country"
          ],
          "description": "Postal address"
        },
        "checkInTime": {
          "pattern": "^\\d{2}:\\d{2}$",
          "type": "string",
          "description": "Earliest check-in, HH:MM local time (default 15:00)"
        },
        "checkOutTime": {
          "pattern": "^\\d{2}:\\d{2}$",
          "type": "string",
          "description": "Latest check-out, HH:MM local time (default 11:00)"
        },
        "status": {
          "type": "string",
          "enum": [
            "ACTIVE",
            "INACTIVE"
          ],
          "description": "ACTIVE or INACTIVE (default ACTIVE); archive a property with POST /properties/{propertyId}/archive"
        }
      },
      "required": [
        "name",
        "currency",
        "timezone"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.update",
    "summary": "Change a property",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PATCH",
        "path": "/properties/:propertyId",
        "operationId": "updateProperty"
      }
    ],
    "cli": "properties:update",
    "input": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Name guests and staff know the property by"
        },
        "currency": {
          "type": "string",
          "description": "Currency of its prices, ISO 4217 (EUR)"
        },
        "timezone": {
          "type": "string",
          "description": "IANA time zone of the property (Europe/Lisbon): its nights and check-in times are local to it"
        },
        "city": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "City (the same as address.city when both are given)"
        },
        "country": {
          "type": "string",
          "description": "Country, ISO 3166-1 alpha-2 (the same as address.country when both are given)"
        },
        "address": {
          "properties": {
            "line1": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "description": "Street and number"
            },
            "line2": {
              "type": "string",
              "minLength": 1,
              "maxLength": 200,
              "description": "Flat, floor or building"
            },
            "postalCode": {
              "type": "string",
              "minLength": 1,
              "maxLength": 20,
              "description": "Postal code"
            },
            "city": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "description": "City"
            },
            "region": {
              "type": "string",
              "minLength": 1,
              "maxLength": 100,
              "description": "Region, state or province"
            },
            "country": {
              "type": "string",
              "description": "Country, ISO 3166-1 alpha-2 (PT)"
            }
          },
          "type": "object",
          "required": [
            "line1",
            "postalCode",
            "city",
            "country"
          ],
          "description": "Postal address"
        },
        "checkInTime": {
          "pattern": "^\\d{2}:\\d{2}$",
          "type": "string",
          "description": "Earliest check-in, HH:MM local time"
        },
        "checkOutTime": {
          "pattern": "^\\d{2}:\\d{2}$",
          "type": "string",
          "description": "Latest check-out, HH:MM local time"
        },
        "status": {
          "type": "string",
          "enum": [
            "ACTIVE",
            "INACTIVE"
          ],
          "description": "ACTIVE or INACTIVE; an archived property set to either is in use again; archive a property with POST /properties/{propertyId}/archive"
        },
        "paymentSchedule": {
          "properties": {
            "depositPercent": {
              "maximum": 100,
              "type": "integer",
              "minimum": 0,
              "description": "Percent of the total due at booking, 0 to 100 (default 30)"
            },
            "balanceDueDaysBeforeArrival": {
              "maximum": 365,
              "type": "integer",
              "minimum": 0,
              "description": "The rest is due this many days before arrival, 0 to 365 (default 14)"
            }
          },
          "type": "object",
          "description": "The payment schedule every reservation of the property carries: the deposit at booking and when the balance is due; fields left out keep their value"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.archive",
    "summary": "Archive a property",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/properties/:propertyId/archive",
        "operationId": "archiveProperty"
      }
    ],
    "cli": "properties:archive",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "units.create",
    "summary": "Create a unit",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/units",
        "operationId": "createUnit"
      }
    ],
    "cli": "units:create",
    "input": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Name of the unit, as staff and guests know it"
        },
        "countOfRooms": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "description": "Identical rooms sold under this unit (1 to 1000); default 1"
        },
        "basePriceMinor": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000,
          "description": "Price of a night on the unit’s default rate plan where no rate is set, in minor units (12000 is 120.00)"
        },
        "maxOccupancy": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "description": "Most guests a room of the unit sleeps"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "name",
        "basePriceMinor",
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "units.update",
    "summary": "Change a unit",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PATCH",
        "path": "/units/:unitId",
        "operationId": "updateUnit"
      }
    ],
    "cli": "units:update",
    "input": {
      "type": "object",
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200,
          "description": "Name of the unit, as staff and guests know it"
        },
        "countOfRooms": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000,
          "description": "Identical rooms sold under this unit (1 to 1000); applies to every night from today on"
        },
        "maxOccupancy": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "description": "Most guests a room of the unit sleeps"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a unit in this workspace"
        }
      },
      "required": [
        "unitId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "units.archive",
    "summary": "Archive a unit",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/units/:unitId/archive",
        "operationId": "archiveUnit"
      }
    ],
    "cli": "units:archive",
    "input": {
      "type": "object",
      "properties": {
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a unit in this workspace"
        }
      },
      "required": [
        "unitId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "ratePlans.create",
    "summary": "Create a rate plan",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/rate-plans",
        "operationId": "createRatePlan"
      }
    ],
    "cli": "rate-plans:create",
    "input": {
      "type": "object",
      "properties": {
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Title of the rate plan (Standard, Non-refundable…)"
        },
        "basePriceMinor": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000,
          "description": "Price of a night on this plan where no rate is set, in minor units (12000 is 120.00)"
        },
        "isDefault": {
          "type": "boolean",
          "description": "Make it the unit’s default plan, the one bookings and rates use unless told otherwise (default false; a unit’s first plan is always its default)"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a unit in this workspace"
        }
      },
      "required": [
        "title",
        "basePriceMinor",
        "unitId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "ratePlans.update",
    "summary": "Change a rate plan",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PATCH",
        "path": "/rate-plans/:ratePlanId",
        "operationId": "updateRatePlan"
      }
    ],
    "cli": "rate-plans:update",
    "input": {
      "type": "object",
      "properties": {
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a rate plan in this workspace"
        },
        "title": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Title of the rate plan (Standard, Non-refundable…)"
        },
        "basePriceMinor": {
          "type": "integer",
          "minimum": 0,
          "maximum": 100000000,
          "description": "Price of a night on this plan where no rate is set, in minor units (12000 is 120.00)"
        },
        "isDefault": {
          "type": "boolean",
          "description": "true makes it the unit’s default plan and clears the default of its other plans; a unit keeps one default, so make another plan the default instead of sending false"
        }
      },
      "required": [
        "ratePlanId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.setCancellationPolicy",
    "summary": "Set the cancellation policy",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/properties/:propertyId/cancellation-policy",
        "operationId": "setCancellationPolicy"
      }
    ],
    "cli": "properties:set-cancellation-policy",
    "input": {
      "type": "object",
      "properties": {
        "policy": {
          "type": "string",
          "enum": [
            "FLEXIBLE",
            "MODERATE",
            "FIRM",
            "STRICT",
            "NON_REFUNDABLE"
          ],
          "description": "The cancellation policy guests book under"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "policy",
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.setBookingSettings",
    "summary": "Set booking settings",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/properties/:propertyId/booking-settings",
        "operationId": "setBookingSettings"
      }
    ],
    "cli": "properties:set-booking-settings",
    "input": {
      "type": "object",
      "properties": {
        "instantBooking": {
          "type": "boolean",
          "description": "Guests book without the host accepting first"
        },
        "arrivalTimeFrom": {
          "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
          "type": [
            "string",
            "null"
          ],
          "description": "Earliest arrival, HH:MM local time; null clears it"
        },
        "arrivalTimeTo": {
          "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
          "type": [
            "string",
            "null"
          ],
          "description": "Latest arrival, HH:MM local time; null clears it"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.setTaskSettings",
    "summary": "Set housekeeping settings",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/properties/:propertyId/task-settings",
        "operationId": "setPropertyTaskSettings"
      }
    ],
    "cli": "properties:set-task-settings",
    "input": {
      "type": "object",
      "properties": {
        "autoCleaning": {
          "type": "boolean",
          "description": "Each departure of a stay holding a room makes a CLEANING task (turning it on also makes those of the stays departing from today on)"
        },
        "checklist": {
          "items": {
            "maxLength": 200,
            "type": "string",
            "minLength": 1
          },
          "type": "array",
          "maxItems": 50,
          "description": "The steps each new automatic cleaning’s checklist starts with: [\"Change the towels\", \"Empty the bins\"]"
        },
        "defaultAssigneeUserId": {
          "maxLength": 64,
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "description": "The member new automatic cleanings are assigned to (a user id); null: nobody"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "units.setListingSettings",
    "summary": "Set listing settings",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/units/:unitId/listing-settings",
        "operationId": "setListingSettings"
      }
    ],
    "cli": "units:set-listing-settings",
    "input": {
      "type": "object",
      "properties": {
        "weekendPriceMinor": {
          "maximum": 100000000,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Nightly price on Friday and Saturday nights, minor units; null clears it"
        },
        "extraGuestFeeMinor": {
          "maximum": 100000000,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Fee per extra guest and night, minor units"
        },
        "extraGuestFromGuests": {
          "maximum": 50,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "The extra-guest fee applies from this many guests on"
        },
        "cleaningFeeMinor": {
          "maximum": 100000000,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Cleaning fee per stay, minor units"
        },
        "weeklyDiscountPercent": {
          "maximum": 99,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Discount in percent for stays of 7 nights or more"
        },
        "monthlyDiscountPercent": {
          "maximum": 99,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Discount in percent for stays of 28 nights or more"
        },
        "advanceBookingDays": {
          "maximum": 730,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "How many days ahead guests may book"
        },
        "turnoverDays": {
          "maximum": 7,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Nights kept free between two stays"
        },
        "checkInWeekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Weekdays guests may arrive on (MON…SUN); empty means any day"
        },
        "checkOutWeekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Weekdays guests may leave on (MON…SUN); empty means any day"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a unit in this workspace"
        }
      },
      "required": [
        "unitId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.getFeesAndTaxes",
    "summary": "Get fees and taxes",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/properties/:propertyId/fees-and-taxes",
        "operationId": "getPropertyFeesAndTaxes"
      }
    ],
    "cli": "fees-and-taxes",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "properties.setFeesAndTaxes",
    "summary": "Set fees and taxes",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/properties/:propertyId/fees-and-taxes",
        "operationId": "setPropertyFeesAndTaxes"
      }
    ],
    "cli": "fees-and-taxes:set",
    "input": {
      "type": "object",
      "properties": {
        "fees": {
          "items": {
            "properties": {
              "code": {
                "pattern": "^[A-Z][A-Z0-9_]{0,39}$",
                "type": "string",
                "description": "A name of the fee for machines, UPPER_SNAKE_CASE: SERVICE, LINEN"
              },
              "label": {
                "maxLength": 100,
                "type": "string",
                "minLength": 1,
                "description": "What a guest reads on the quote"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "PER_STAY",
                  "PER_NIGHT",
                  "PER_GUEST_PER_NIGHT",
                  "PERCENT_OF_ACCOMMODATION"
                ],
                "description": "PER_STAY, PER_NIGHT, PER_GUEST_PER_NIGHT (adults and children) or PERCENT_OF_ACCOMMODATION (the nights less the discount)"
              },
              "amountMinor": {
                "maximum": 100000000,
                "type": "integer",
                "minimum": 0,
                "description": "Minor units, for every kind but PERCENT_OF_ACCOMMODATION"
              },
              "percent": {
                "maximum": 100,
                "type": "number",
                "minimum": 0,
                "description": "For PERCENT_OF_ACCOMMODATION: 0 to 100, at most 4 decimals"
              }
            },
            "type": "object",
            "required": [
              "code",
              "label",
              "kind"
            ]
          },
          "type": "array",
          "maxItems": 20,
          "description": "The property's fees, at most 20, in the order quotes list them (the unit's cleaning and extra-guest fees come first)"
        },
        "taxes": {
          "items": {
            "properties": {
              "code": {
                "pattern": "^[A-Z][A-Z0-9_]{0,39}$",
                "type": "string",
                "description": "A name of the tax for machines, UPPER_SNAKE_CASE: VAT, TOURIST_TAX"
              },
              "label": {
                "maxLength": 100,
                "type": "string",
                "minLength": 1,
                "description": "What a guest reads on the quote"
              },
              "kind": {
                "type": "string",
                "enum": [
                  "PERCENT",
                  "PER_GUEST_PER_NIGHT",
                  "PER_STAY"
                ],
                "description": "PERCENT of its base, PER_GUEST_PER_NIGHT or PER_STAY"
              },
              "percent": {
                "maximum": 100,
                "type": "number",
                "minimum": 0,
                "description": "For PERCENT: 0 to 100, at most 4 decimals"
              },
              "amountMinor": {
                "maximum": 100000000,
                "type": "integer",
                "minimum": 0,
                "description": "Minor units, for PER_GUEST_PER_NIGHT and PER_STAY"
              },
              "base": {
                "type": "string",
                "enum": [
                  "ACCOMMODATION",
                  "ACCOMMODATION_AND_FEES"
                ],
                "description": "What a PERCENT tax is a percentage of: ACCOMMODATION (the nights less the discount) or ACCOMMODATION_AND_FEES (that and every fee)"
              },
              "inclusive": {
                "type": "boolean",
                "description": "true when the prices already contain it: shown as a line, not added to the total"
              },
              "childrenExempt": {
                "type": "boolean",
                "description": "PER_GUEST_PER_NIGHT: children pay none"
              },
              "maxNights": {
                "maximum": 366,
                "type": "integer",
                "minimum": 1,
                "description": "PER_GUEST_PER_NIGHT: counted on at most this many nights"
              }
            },
            "type": "object",
            "required": [
              "code",
              "label",
              "kind",
              "base",
              "inclusive"
            ]
          },
          "type": "array",
          "maxItems": 20,
          "description": "The property's taxes, at most 20, in the order quotes list them"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "fees",
        "taxes",
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "calendar.get",
    "summary": "Calendar",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/calendar",
        "operationId": "getCalendar"
      }
    ],
    "cli": "calendar",
    "input": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD (inclusive)"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 366 nights after from"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only the units of this property"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this unit"
        },
        "format": {
          "type": "string",
          "enum": [
            "full",
            "compact"
          ],
          "description": "full (default on REST and the CLI with --json): a row per unit and night plus the reservations and blocks in the range; compact (default on MCP): per unit one array per counter, aligned to `dates`, about ten times smaller"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reservations.list",
    "summary": "List reservations",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/reservations",
        "operationId": "listReservations"
      }
    ],
    "cli": "bookings",
    "input": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "INQUIRY",
            "PROVISIONAL",
            "CONFIRMED",
            "CANCELLED",
            "CHECKED_IN",
            "CHECKED_OUT",
            "NO_SHOW"
          ],
          "description": "Only reservations in this status"
        },
        "source": {
          "type": "string",
          "enum": [
            "DIRECT",
            "MANUAL",
            "OTHER",
            "AIRBNB",
            "BOOKING_COM",
            "VRBO",
            "EXPEDIA",
            "AGODA",
            "GOOGLE",
            "TRIPADVISOR",
            "HOMETOGO"
          ],
          "description": "Only reservations from this source"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only reservations of this property"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only reservations of this unit"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Stays overlapping the period from this night on (not only arrivals)"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Stays overlapping the period up to this night, inclusive"
        },
        "search": {
          "maxLength": 100,
          "type": "string",
          "minLength": 1,
          "description": "Free text matched against the guest’s name and e-mail"
        },
        "isOverbooking": {
          "type": "boolean",
          "description": "Only channel reservations stored over capacity (true) or the others (false)"
        },
        "paymentStatus": {
          "type": "string",
          "enum": [
            "UNPAID",
            "PARTIALLY_PAID",
            "PAID",
            "OVERPAID",
            "REFUNDED"
          ],
          "description": "Only reservations in this payment status (UNPAID, PARTIALLY_PAID, PAID, OVERPAID, REFUNDED)"
        },
        "balanceDueBefore": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Only reservations owing an amount of their schedule due before this day (INQUIRY and CANCELLED ones owe nothing); today’s date lists the overdue"
        },
        "cursor": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 50)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "reservations.get",
    "summary": "Get a reservation",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/reservations/:reservationId",
        "operationId": "getReservation"
      }
    ],
    "cli": "bookings:show",
    "input": {
      "type": "object",
      "properties": {
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reservations.create",
    "summary": "Record a reservation",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/reservations",
        "operationId": "createReservation"
      }
    ],
    "cli": "bookings:create",
    "input": {
      "type": "object",
      "properties": {
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The unit to book"
        },
        "arrivalDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Arrival day, YYYY-MM-DD: the first night of the stay"
        },
        "departureDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Departure day, YYYY-MM-DD: its night is not part of the stay"
        },
        "source": {
          "type": "string",
          "enum": [
            "MANUAL",
            "DIRECT"
          ],
          "description": "MANUAL (typed in by staff) or DIRECT (booked by the guest with you); channel reservations arrive by synchronisation"
        },
        "status": {
          "type": "string",
          "enum": [
            "INQUIRY",
            "PROVISIONAL",
            "CONFIRMED"
          ],
          "description": "INQUIRY (holds no room), PROVISIONAL or CONFIRMED (default)"
        },
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Rate plan to price the stay with (default: the unit’s default plan)"
        },
        "guest": {
          "properties": {
            "firstName": {
              "maxLength": 100,
              "type": "string",
              "minLength": 1,
              "description": "Given name"
            },
            "lastName": {
              "maxLength": 100,
              "type": "string",
              "minLength": 1,
              "description": "Family name"
            },
            "email": {
              "maxLength": 254,
              "type": "string",
              "format": "email",
              "description": "E-mail address"
            },
            "phone": {
              "maxLength": 40,
              "type": "string",
              "description": "Phone number, ideally E.164"
            }
          },
          "type": "object",
          "required": [
            "firstName",
            "lastName"
          ],
          "description": "The guest; stored as a guest record of the workspace"
        },
        "adults": {
          "maximum": 50,
          "type": "integer",
          "minimum": 1,
          "description": "Adults (default 1)"
        },
        "children": {
          "maximum": 50,
          "type": "integer",
          "minimum": 0,
          "description": "Children (default 0)"
        },
        "totalAmountMinor": {
          "maximum": 1000000000,
          "type": "integer",
          "minimum": 0,
          "description": "Total in minor units, recorded as one MANUAL_TOTAL line (default: a DIRECT stay as the stay check quotes it, with fees and taxes; a MANUAL one at its nightly prices)"
        },
        "currency": {
          "type": "string",
          "description": "ISO 4217 code (default: the property’s currency)"
        },
        "notes": {
          "maxLength": 2000,
          "type": "string",
          "description": "Free notes for the team"
        }
      },
      "required": [
        "unitId",
        "arrivalDate",
        "departureDate",
        "source",
        "guest"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reservations.cancel",
    "summary": "Cancel a reservation",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/reservations/:reservationId/cancel",
        "operationId": "cancelReservation"
      }
    ],
    "cli": "bookings:cancel",
    "input": {
      "type": "object",
      "properties": {
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reservations.move",
    "summary": "Move a reservation",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/reservations/:reservationId/dates",
        "operationId": "moveReservation"
      }
    ],
    "cli": "bookings:move",
    "input": {
      "type": "object",
      "properties": {
        "arrivalDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "New arrival day, YYYY-MM-DD"
        },
        "departureDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "New departure day, YYYY-MM-DD"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Move to this unit (default: stay in the same unit)"
        },
        "totalAmountMinor": {
          "maximum": 1000000000,
          "type": "integer",
          "minimum": 0,
          "description": "New total in minor units, one MANUAL_TOTAL line (default: the new stay repriced, a DIRECT one as the stay check quotes it, a MANUAL one at its nightly prices; channel totals are kept)"
        },
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "arrivalDate",
        "departureDate",
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reservations.setStatus",
    "summary": "Change a reservation’s status",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/reservations/:reservationId/confirm",
        "operationId": "confirmReservation",
        "fixed": {
          "status": "CONFIRMED"
        }
      },
      {
        "method": "POST",
        "path": "/reservations/:reservationId/check-in",
        "operationId": "checkInReservation",
        "fixed": {
          "status": "CHECKED_IN"
        }
      },
      {
        "method": "POST",
        "path": "/reservations/:reservationId/check-out",
        "operationId": "checkOutReservation",
        "fixed": {
          "status": "CHECKED_OUT"
        }
      },
      {
        "method": "POST",
        "path": "/reservations/:reservationId/no-show",
        "operationId": "markReservationNoShow",
        "fixed": {
          "status": "NO_SHOW"
        }
      },
      {
        "method": "POST",
        "path": "/reservations/:reservationId/provisional",
        "operationId": "markReservationProvisional",
        "fixed": {
          "status": "PROVISIONAL"
        }
      }
    ],
    "cli": "bookings:confirm",
    "moreCli": [
      "bookings:check-in",
      "bookings:check-out",
      "bookings:no-show",
      "bookings:provisional"
    ],
    "input": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "PROVISIONAL",
            "CONFIRMED",
            "CHECKED_IN",
            "CHECKED_OUT",
            "NO_SHOW"
          ],
          "description": "PROVISIONAL (from INQUIRY), CONFIRMED (from PROVISIONAL), CHECKED_IN, CHECKED_OUT or NO_SHOW (from CONFIRMED)"
        },
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "status",
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "payments.list",
    "summary": "List payments and refunds",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/payments",
        "operationId": "listPayments"
      }
    ],
    "cli": "payments:list",
    "input": {
      "type": "object",
      "properties": {
        "from": {
          "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
          "type": "string",
          "description": "Received at or after this time (a date is its midnight UTC)"
        },
        "to": {
          "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
          "type": "string",
          "description": "Received before this time (a date is its midnight UTC, so that day is left out)"
        },
        "method": {
          "type": "string",
          "enum": [
            "CASH",
            "BANK_TRANSFER",
            "CARD_TERMINAL",
            "OTHER",
            "ONLINE"
          ],
          "description": "Only records of this method (CASH, BANK_TRANSFER, CARD_TERMINAL, OTHER, ONLINE)"
        },
        "cursor": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 100)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "reservations.listPayments",
    "summary": "List a reservation’s payments",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/reservations/:reservationId/payments",
        "operationId": "listReservationPayments"
      }
    ],
    "cli": "bookings:payments",
    "input": {
      "type": "object",
      "properties": {
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "payments.record",
    "summary": "Record a payment",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/reservations/:reservationId/payments",
        "operationId": "recordPayment"
      }
    ],
    "cli": "payments:record",
    "input": {
      "type": "object",
      "properties": {
        "amountMinor": {
          "maximum": 1000000000,
          "type": "integer",
          "minimum": 1,
          "description": "Amount received, in minor units of the reservation’s currency (12000 = 120.00), above 0"
        },
        "method": {
          "type": "string",
          "enum": [
            "CASH",
            "BANK_TRANSFER",
            "CARD_TERMINAL",
            "OTHER"
          ],
          "description": "How it was paid: CASH, BANK_TRANSFER, CARD_TERMINAL or OTHER (ONLINE payments are recorded by Innkeep itself)"
        },
        "receivedAt": {
          "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
          "type": "string",
          "description": "When the money was received (default now; a date is its midnight UTC); never in the future"
        },
        "reference": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "The bank transfer’s reference, the receipt number…"
        },
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "amountMinor",
        "method",
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "payments.refund",
    "summary": "Refund a payment",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/payments/:paymentId/refund",
        "operationId": "refundPayment"
      }
    ],
    "cli": "payments:refund",
    "input": {
      "type": "object",
      "properties": {
        "paymentId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the payment to refund (`pay_…`)"
        },
        "amountMinor": {
          "maximum": 1000000000,
          "type": "integer",
          "minimum": 1,
          "description": "Amount to give back, in minor units (default: all that is left of the payment)"
        },
        "reason": {
          "maxLength": 500,
          "type": "string",
          "minLength": 1,
          "description": "Why, for the host’s records"
        }
      },
      "required": [
        "paymentId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "blocks.create",
    "summary": "Block nights",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/blocks",
        "operationId": "createBlock"
      }
    ],
    "cli": "block",
    "input": {
      "type": "object",
      "properties": {
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The unit to block"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First blocked night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last blocked night, YYYY-MM-DD (inclusive)"
        },
        "type": {
          "type": "string",
          "enum": [
            "OWNER",
            "MAINTENANCE"
          ],
          "description": "OWNER (own use) or MAINTENANCE"
        },
        "rooms": {
          "maximum": 1000,
          "type": "integer",
          "minimum": 1,
          "description": "Rooms to block on each night (default: all rooms of the unit)"
        },
        "note": {
          "maxLength": 500,
          "type": "string",
          "description": "Why, for the team"
        }
      },
      "required": [
        "unitId",
        "from",
        "to",
        "type"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "blocks.lift",
    "summary": "Lift blocks",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "DELETE",
        "path": "/blocks",
        "operationId": "liftBlocks"
      }
    ],
    "cli": "unblock",
    "input": {
      "type": "object",
      "properties": {
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The unit whose blocks to lift"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night to free, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night to free, YYYY-MM-DD (inclusive)"
        },
        "type": {
          "type": "string",
          "enum": [
            "OWNER",
            "MAINTENANCE"
          ],
          "description": "Only blocks of this type (default: both)"
        }
      },
      "required": [
        "unitId",
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.list",
    "summary": "List tasks",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/tasks",
        "operationId": "listTasks"
      }
    ],
    "cli": "tasks",
    "input": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Tasks due on or after this day, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Tasks due on or before this day (inclusive), YYYY-MM-DD"
        },
        "status": {
          "type": "string",
          "enum": [
            "OPEN",
            "IN_PROGRESS",
            "DONE",
            "CANCELLED"
          ],
          "description": "Only tasks in this status"
        },
        "assignee": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "`me` (your own tasks) or a member’s user id"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only tasks of this unit"
        },
        "type": {
          "type": "string",
          "enum": [
            "CLEANING",
            "INSPECTION",
            "MAINTENANCE",
            "OTHER"
          ],
          "description": "Only tasks of this type"
        },
        "cursor": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 100)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "tasks.get",
    "summary": "Get a task",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/tasks/:taskId",
        "operationId": "getTask"
      }
    ],
    "cli": "tasks:get",
    "input": {
      "type": "object",
      "properties": {
        "taskId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a task in this workspace"
        }
      },
      "required": [
        "taskId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.create",
    "summary": "Create a task",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/tasks",
        "operationId": "createTask"
      }
    ],
    "cli": "tasks:create",
    "input": {
      "type": "object",
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "CLEANING",
            "INSPECTION",
            "MAINTENANCE",
            "OTHER"
          ],
          "description": "CLEANING, INSPECTION, MAINTENANCE or OTHER"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The unit the work is in"
        },
        "dueDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "The day it is due, YYYY-MM-DD"
        },
        "dueBy": {
          "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
          "type": "string",
          "description": "Local time HH:MM it is due by (default: the end of the day)"
        },
        "title": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "What it is, in a few words (default: the type’s name, \"Cleaning\")"
        },
        "notes": {
          "maxLength": 2000,
          "type": "string",
          "description": "Anything the person doing it should know"
        },
        "checklist": {
          "items": {
            "properties": {
              "label": {
                "maxLength": 200,
                "type": "string",
                "minLength": 1,
                "description": "What to do: \"Change the towels\""
              },
              "done": {
                "type": "boolean",
                "description": "Whether it is done (default false)"
              }
            },
            "type": "object",
            "required": [
              "label"
            ]
          },
          "type": "array",
          "maxItems": 50,
          "description": "The steps to tick, at most 50: [{ \"label\": \"Change the towels\" }]"
        },
        "assigneeUserId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The member who does it (a user id; default: nobody yet)"
        }
      },
      "required": [
        "type",
        "unitId",
        "dueDate"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.update",
    "summary": "Change a task",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PATCH",
        "path": "/tasks/:taskId",
        "operationId": "updateTask"
      }
    ],
    "cli": "tasks:update",
    "moreCli": [
      "tasks:assign"
    ],
    "input": {
      "type": "object",
      "properties": {
        "assigneeUserId": {
          "maxLength": 64,
          "type": [
            "string",
            "null"
          ],
          "minLength": 1,
          "description": "The member who does it (a user id); null: nobody"
        },
        "dueDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "The day it is due, YYYY-MM-DD"
        },
        "dueBy": {
          "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$",
          "type": [
            "string",
            "null"
          ],
          "description": "Local time HH:MM it is due by; null: by the end of the day"
        },
        "notes": {
          "maxLength": 2000,
          "type": [
            "string",
            "null"
          ],
          "description": "Anything the person doing it should know; null clears it"
        },
        "checklist": {
          "items": {
            "properties": {
              "label": {
                "maxLength": 200,
                "type": "string",
                "minLength": 1,
                "description": "What to do: \"Change the towels\""
              },
              "done": {
                "type": "boolean",
                "description": "Whether it is done (default false)"
              }
            },
            "type": "object",
            "required": [
              "label"
            ]
          },
          "type": "array",
          "maxItems": 50,
          "description": "The whole checklist as it should be, ticks included: [{ \"label\": \"Change the towels\", \"done\": true }]"
        },
        "taskId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a task in this workspace"
        }
      },
      "required": [
        "taskId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.start",
    "summary": "Start a task",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/tasks/:taskId/start",
        "operationId": "startTask"
      }
    ],
    "cli": "tasks:start",
    "input": {
      "type": "object",
      "properties": {
        "taskId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a task in this workspace"
        }
      },
      "required": [
        "taskId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.complete",
    "summary": "Complete a task",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/tasks/:taskId/complete",
        "operationId": "completeTask"
      }
    ],
    "cli": "tasks:done",
    "input": {
      "type": "object",
      "properties": {
        "taskId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a task in this workspace"
        }
      },
      "required": [
        "taskId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "tasks.cancel",
    "summary": "Cancel a task",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/tasks/:taskId/cancel",
        "operationId": "cancelTask"
      }
    ],
    "cli": "tasks:cancel",
    "input": {
      "type": "object",
      "properties": {
        "taskId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a task in this workspace"
        }
      },
      "required": [
        "taskId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "rates.get",
    "summary": "Nightly rates and restrictions",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/rates",
        "operationId": "getRates"
      }
    ],
    "cli": "rates",
    "input": {
      "type": "object",
      "properties": {
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "One rate plan"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A unit: reads cover all its plans, writes its default plan"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A property: every rate plan of its units"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 731 nights after from"
        },
        "weekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Only nights on these weekdays (MON…SUN); a comma-separated list in a query string"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "rates.set",
    "summary": "Set prices and restrictions",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/rates",
        "operationId": "setRates"
      }
    ],
    "cli": "rates:set",
    "input": {
      "type": "object",
      "properties": {
        "priceMinor": {
          "maximum": 100000000,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 0,
          "description": "Price of each night in minor units; null returns to the base price"
        },
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "One rate plan"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A unit: reads cover all its plans, writes its default plan"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A property: every rate plan of its units"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 731 nights after from"
        },
        "weekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Only nights on these weekdays (MON…SUN); a comma-separated list in a query string"
        },
        "minNights": {
          "maximum": 365,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "Shortest stay arriving on the night (checked on the arrival night); null clears"
        },
        "maxNights": {
          "maximum": 365,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "Longest stay arriving on the night (checked on the arrival night); null clears"
        },
        "closedToArrival": {
          "type": "boolean",
          "description": "No arrival on the night"
        },
        "closedToDeparture": {
          "type": "boolean",
          "description": "No departure on the day"
        },
        "stopSell": {
          "type": "boolean",
          "description": "The night is not sold at all"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "rates.adjust",
    "summary": "Adjust prices",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/rates/adjust",
        "operationId": "adjustRates"
      }
    ],
    "cli": "rates:adjust",
    "input": {
      "type": "object",
      "properties": {
        "percent": {
          "maximum": 1000,
          "type": "number",
          "minimum": -100,
          "description": "Change in percent of each night’s price (e.g. 10 or -12.5); at most ±50"
        },
        "amountMinor": {
          "maximum": 100000000,
          "type": "integer",
          "minimum": -100000000,
          "description": "Change in minor units added to each night’s price; refused when it moves any night by more than 50 %"
        },
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "One rate plan"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A unit: reads cover all its plans, writes its default plan"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A property: every rate plan of its units"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 731 nights after from"
        },
        "weekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Only nights on these weekdays (MON…SUN); a comma-separated list in a query string"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "restrictions.set",
    "summary": "Set stay restrictions",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/restrictions",
        "operationId": "setRestrictions"
      }
    ],
    "cli": "restrictions:set",
    "input": {
      "type": "object",
      "properties": {
        "minNights": {
          "maximum": 365,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "Shortest stay arriving on the night (checked on the arrival night); null clears"
        },
        "maxNights": {
          "maximum": 365,
          "type": [
            "integer",
            "null"
          ],
          "minimum": 1,
          "description": "Longest stay arriving on the night (checked on the arrival night); null clears"
        },
        "closedToArrival": {
          "type": "boolean",
          "description": "No arrival on the night"
        },
        "closedToDeparture": {
          "type": "boolean",
          "description": "No departure on the day"
        },
        "stopSell": {
          "type": "boolean",
          "description": "The night is not sold at all"
        },
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "One rate plan"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A unit: reads cover all its plans, writes its default plan"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "A property: every rate plan of its units"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 731 nights after from"
        },
        "weekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Only nights on these weekdays (MON…SUN); a comma-separated list in a query string"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "availability.get",
    "summary": "Availability search",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/availability",
        "operationId": "getAvailability"
      }
    ],
    "cli": "availability",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only the units of this property"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this unit"
        },
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night, YYYY-MM-DD"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night, YYYY-MM-DD (inclusive); at most 366 nights after from"
        },
        "minNights": {
          "maximum": 366,
          "type": "integer",
          "minimum": 1,
          "description": "Shortest period to list, in nights (default 1)"
        },
        "weekdays": {
          "items": {
            "type": "string",
            "enum": [
              "MON",
              "TUE",
              "WED",
              "THU",
              "FRI",
              "SAT",
              "SUN"
            ]
          },
          "type": "array",
          "uniqueItems": true,
          "description": "Only free nights on these weekdays, and periods arriving on one of them (MON…SUN)"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "availability.check",
    "summary": "Check a stay",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/availability/check",
        "operationId": "checkStay"
      }
    ],
    "cli": "check",
    "input": {
      "type": "object",
      "properties": {
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The unit to stay in"
        },
        "arrivalDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Arrival day, YYYY-MM-DD"
        },
        "departureDate": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Departure day, YYYY-MM-DD (the night before is the last)"
        },
        "adults": {
          "maximum": 50,
          "type": "integer",
          "minimum": 1,
          "description": "Adults (default 1): the extra-guest fee counts them"
        },
        "children": {
          "maximum": 50,
          "type": "integer",
          "minimum": 0,
          "description": "Children (default 0): per-guest fees and taxes count them unless exempt"
        },
        "ratePlanId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Rate plan to price the stay with (default: the unit’s default plan)"
        }
      },
      "required": [
        "unitId",
        "arrivalDate",
        "departureDate"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reports.summary",
    "summary": "Revenue, occupancy, ADR and RevPAR for a period",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/reports/summary",
        "operationId": "getReportSummary"
      }
    ],
    "cli": "revenue",
    "input": {
      "type": "object",
      "properties": {
        "from": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "First night of the period, YYYY-MM-DD (inclusive)"
        },
        "to": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "Last night of the period, YYYY-MM-DD (inclusive); at most 366 nights after from"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this property"
        },
        "unitId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this unit"
        }
      },
      "required": [
        "from",
        "to"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "reports.overview",
    "summary": "The host’s day: arrivals, departures, the month so far",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/reports/overview",
        "operationId": "getReportOverview"
      }
    ],
    "cli": "overview",
    "input": {
      "type": "object",
      "properties": {
        "date": {
          "type": "string",
          "format": "date",
          "pattern": "^\\d{4}-\\d{2}-\\d{2}$",
          "description": "The day to look at, YYYY-MM-DD; default today in the workspace’s time zone"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "connections.list",
    "summary": "Channel connections",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/connections",
        "operationId": "listConnections"
      }
    ],
    "cli": "channels:status",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only connections of this property"
        },
        "channel": {
          "type": "string",
          "enum": [
            "AIRBNB",
            "BOOKING_COM",
            "VRBO",
            "EXPEDIA",
            "AGODA",
            "GOOGLE",
            "TRIPADVISOR",
            "HOMETOGO"
          ],
          "description": "Only connections to this channel"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "connections.get",
    "summary": "Get a channel connection",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/connections/:connectionId",
        "operationId": "getConnection"
      }
    ],
    "cli": "channels:get",
    "input": {
      "type": "object",
      "properties": {
        "connectionId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a channel connection in this workspace"
        }
      },
      "required": [
        "connectionId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "connections.create",
    "summary": "Connect a channel",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/connections",
        "operationId": "createConnection"
      }
    ],
    "cli": "channels:connect",
    "input": {
      "type": "object",
      "properties": {
        "channel": {
          "type": "string",
          "enum": [
            "AIRBNB",
            "BOOKING_COM",
            "VRBO",
            "EXPEDIA",
            "AGODA",
            "GOOGLE",
            "TRIPADVISOR",
            "HOMETOGO"
          ],
          "description": "The channel"
        },
        "method": {
          "type": "string",
          "enum": [
            "ICAL",
            "API"
          ],
          "description": "ICAL (default): the channel’s calendar feeds are pulled, and Innkeep serves one per unit for the channel to pull. API: a connector exchanges signed JSON with Innkeep (availability, rates and settings out; reservations and messages in)"
        },
        "endpointUrl": {
          "maxLength": 2048,
          "type": "string",
          "minLength": 1,
          "description": "API: where the connector receives availability, rates and settings (http or https, public address)",
          "format": "uri"
        },
        "listings": {
          "items": {
            "properties": {
              "unitId": {
                "maxLength": 64,
                "type": "string",
                "minLength": 1,
                "description": "A unit of the property"
              },
              "importUrl": {
                "maxLength": 2048,
                "type": "string",
                "minLength": 1,
                "description": "ICAL: the listing’s calendar export (.ics) address the channel gives, http or https, on a public address",
                "format": "uri"
              },
              "externalListingId": {
                "maxLength": 200,
                "type": "string",
                "minLength": 1,
                "description": "API: the listing’s id at the channel, which every message about it names"
              }
            },
            "type": "object",
            "required": [
              "unitId"
            ]
          },
          "type": "array",
          "maxItems": 200,
          "minItems": 1,
          "description": "One entry per unit listed on the channel"
        },
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "channel",
        "listings",
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "connections.sync",
    "summary": "Synchronise a channel now",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/connections/:connectionId/sync",
        "operationId": "syncConnection"
      }
    ],
    "cli": "channels:sync",
    "input": {
      "type": "object",
      "properties": {
        "acceptEmpty": {
          "type": "boolean",
          "description": "Apply a feed that came back empty although it had future stays (refused as FEED_EMPTY otherwise)"
        },
        "connectionId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a channel connection in this workspace"
        }
      },
      "required": [
        "connectionId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "connections.rotateExportUrls",
    "summary": "New export feed addresses",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/connections/:connectionId/rotate-export-urls",
        "operationId": "rotateConnectionExportUrls"
      }
    ],
    "cli": "channels:rotate-export-urls",
    "input": {
      "type": "object",
      "properties": {
        "connectionId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a channel connection in this workspace"
        }
      },
      "required": [
        "connectionId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "connections.delete",
    "summary": "Disconnect a channel",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "DELETE",
        "path": "/connections/:connectionId",
        "operationId": "deleteConnection"
      }
    ],
    "cli": "channels:disconnect",
    "input": {
      "type": "object",
      "properties": {
        "connectionId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a channel connection in this workspace"
        }
      },
      "required": [
        "connectionId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "integrations.list",
    "summary": "List integrations",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/integrations",
        "operationId": "listIntegrations"
      }
    ],
    "cli": "integrations:list",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "events.list",
    "summary": "Read the change feed",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/events",
        "operationId": "listEvents"
      }
    ],
    "cli": "events",
    "input": {
      "type": "object",
      "properties": {
        "after": {
          "maxLength": 100,
          "type": "string",
          "description": "The nextCursor of the previous read; absent to start at the oldest kept event (30 days)"
        },
        "types": {
          "items": {
            "type": "string",
            "enum": [
              "reservation.created",
              "reservation.updated",
              "reservation.cancelled",
              "reservation.status_changed",
              "reservation.overbooked",
              "block.created",
              "block.lifted",
              "rates.updated",
              "restrictions.updated",
              "settings.updated",
              "property.created",
              "property.updated",
              "property.archived",
              "unit.created",
              "unit.updated",
              "unit.archived",
              "rate_plan.created",
              "rate_plan.updated",
              "connection.created",
              "connection.deleted",
              "connection.export_urls_rotated",
              "connection.synced",
              "connection.failed",
              "message.received",
              "message.sent",
              "webhook_endpoint.disabled",
              "workspace.subscription_changed",
              "workspace.trial_will_end",
              "task.created",
              "task.updated",
              "task.completed",
              "payment.recorded",
              "payment.refunded",
              "reservation.payment_status_changed",
              "payment.needs_attention"
            ]
          },
          "type": "array",
          "description": "Only these event types (comma-separated in a query string)"
        },
        "take": {
          "maximum": 500,
          "type": "integer",
          "minimum": 1,
          "description": "Events per page, 1 to 500 (default 100)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "webhooks.list",
    "summary": "List webhook endpoints",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/webhooks",
        "operationId": "listWebhooks"
      }
    ],
    "cli": "webhooks:list",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "webhooks.create",
    "summary": "Register a webhook endpoint",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/webhooks",
        "operationId": "createWebhook"
      }
    ],
    "cli": "webhooks:create",
    "input": {
      "type": "object",
      "properties": {
        "url": {
          "maxLength": 2000,
          "type": "string",
          "description": "Where to POST the events: https (or http) on a public address",
          "format": "uri"
        },
        "events": {
          "items": {
            "type": "string",
            "enum": [
              "*",
              "reservation.created",
              "reservation.updated",
              "reservation.cancelled",
              "reservation.status_changed",
              "reservation.overbooked",
              "block.created",
              "block.lifted",
              "rates.updated",
              "restrictions.updated",
              "settings.updated",
              "property.created",
              "property.updated",
              "property.archived",
              "unit.created",
              "unit.updated",
              "unit.archived",
              "rate_plan.created",
              "rate_plan.updated",
              "connection.created",
              "connection.deleted",
              "connection.export_urls_rotated",
              "connection.synced",
              "connection.failed",
              "message.received",
              "message.sent",
              "webhook_endpoint.disabled",
              "workspace.subscription_changed",
              "workspace.trial_will_end",
              "task.created",
              "task.updated",
              "task.completed",
              "payment.recorded",
              "payment.refunded",
              "reservation.payment_status_changed",
              "payment.needs_attention"
            ]
          },
          "type": "array",
          "maxItems": 50,
          "minItems": 1,
          "description": "Event types to deliver, or [\"*\"] for every type"
        },
        "description": {
          "maxLength": 500,
          "type": "string",
          "description": "What it is for, for the people who read the list"
        }
      },
      "required": [
        "url",
        "events"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "webhooks.delete",
    "summary": "Delete a webhook endpoint",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "DELETE",
        "path": "/webhooks/:webhookId",
        "operationId": "deleteWebhook"
      }
    ],
    "cli": "webhooks:delete",
    "input": {
      "type": "object",
      "properties": {
        "webhookId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the webhook endpoint"
        }
      },
      "required": [
        "webhookId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "webhooks.deliveries",
    "summary": "List a webhook endpoint’s deliveries",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/webhooks/:webhookId/deliveries",
        "operationId": "listWebhookDeliveries"
      }
    ],
    "cli": "webhooks:deliveries",
    "input": {
      "type": "object",
      "properties": {
        "status": {
          "type": "string",
          "enum": [
            "PENDING",
            "SUCCEEDED",
            "FAILED"
          ],
          "description": "Only deliveries in this state"
        },
        "cursor": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 50)"
        },
        "webhookId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the webhook endpoint"
        }
      },
      "required": [
        "webhookId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "webhooks.retryDelivery",
    "summary": "Send a delivery again",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/webhooks/:webhookId/deliveries/:deliveryId/retry",
        "operationId": "retryWebhookDelivery"
      }
    ],
    "cli": "webhooks:retry",
    "input": {
      "type": "object",
      "properties": {
        "deliveryId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the delivery"
        },
        "webhookId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the webhook endpoint"
        }
      },
      "required": [
        "deliveryId",
        "webhookId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "audit.list",
    "summary": "Read the audit log",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/audit-log",
        "operationId": "listAuditEntries"
      }
    ],
    "cli": "audit",
    "input": {
      "type": "object",
      "properties": {
        "from": {
          "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
          "type": "string",
          "description": "From this time on (a date is its midnight UTC)"
        },
        "to": {
          "pattern": "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2}))?$",
          "type": "string",
          "description": "Before this time"
        },
        "actor": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only attempts by this credential or user id"
        },
        "operation": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this operation (`rates.set`, `reservations.create`…)"
        },
        "cursor": {
          "pattern": "^aud_\\d{1,19}$",
          "type": "string",
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 50)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "guests.list",
    "summary": "List or search guests",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/guests",
        "operationId": "listGuests"
      }
    ],
    "cli": "guests",
    "input": {
      "type": "object",
      "properties": {
        "search": {
          "maxLength": 100,
          "type": "string",
          "minLength": 1,
          "description": "Part of a name or e-mail, in any case and with or without accents (\"jose\" finds José)"
        },
        "cursor": {
          "maxLength": 300,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 50)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "guests.get",
    "summary": "Get a guest",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/guests/:guestId",
        "operationId": "getGuest"
      }
    ],
    "cli": "guests:show",
    "input": {
      "type": "object",
      "properties": {
        "guestId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a guest in this workspace"
        }
      },
      "required": [
        "guestId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "messages.list",
    "summary": "List guest message threads",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/messages",
        "operationId": "listMessageThreads"
      }
    ],
    "cli": "messages:list",
    "input": {
      "type": "object",
      "properties": {
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only the conversations about this reservation"
        },
        "unread": {
          "type": "boolean",
          "description": "true: only conversations with unread guest messages; false: only those without"
        },
        "cursor": {
          "maxLength": 300,
          "type": "string",
          "minLength": 1,
          "description": "The nextCursor of the previous page"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "Page size, 1 to 200 (default 50)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "messages.get",
    "summary": "Get a conversation",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/messages/:threadId",
        "operationId": "getMessageThread"
      }
    ],
    "cli": "messages:show",
    "input": {
      "type": "object",
      "properties": {
        "threadId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a message thread in this workspace"
        }
      },
      "required": [
        "threadId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "messages.markRead",
    "summary": "Mark a conversation read",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/messages/:threadId/read",
        "operationId": "markMessageThreadRead"
      }
    ],
    "cli": "messages:read",
    "input": {
      "type": "object",
      "properties": {
        "threadId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a message thread in this workspace"
        }
      },
      "required": [
        "threadId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "messages.reply",
    "summary": "Reply to a guest",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/messages/:threadId/replies",
        "operationId": "replyToMessageThread"
      }
    ],
    "cli": "messages:reply",
    "input": {
      "type": "object",
      "properties": {
        "body": {
          "maxLength": 5000,
          "type": "string",
          "minLength": 1,
          "description": "The text to send the guest, at most 5000 characters"
        },
        "threadId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a message thread in this workspace"
        }
      },
      "required": [
        "body",
        "threadId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "messages.draft",
    "summary": "Draft a guest message",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/messages/drafts",
        "operationId": "draftMessage"
      }
    ],
    "cli": "messages:draft",
    "input": {
      "type": "object",
      "properties": {
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The reservation the message is about (give this or threadId)"
        },
        "threadId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The conversation to answer (give this or reservationId)"
        },
        "template": {
          "type": "string",
          "enum": [
            "WELCOME",
            "CHECK_IN_INSTRUCTIONS",
            "CHECKOUT_REMINDER",
            "THANK_YOU",
            "REVIEW_REQUEST",
            "REPLY"
          ],
          "description": "WELCOME, CHECK_IN_INSTRUCTIONS, CHECKOUT_REMINDER, THANK_YOU, REVIEW_REQUEST or REPLY"
        },
        "language": {
          "type": "string",
          "enum": [
            "en",
            "pt",
            "es",
            "fr",
            "de"
          ],
          "description": "en (default), pt, es, fr or de"
        },
        "notes": {
          "maxLength": 2000,
          "type": "string",
          "minLength": 1,
          "description": "The host’s own words, added to the message (REPLY: the answer itself)"
        }
      },
      "required": [
        "template"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "website.list",
    "summary": "List the direct-booking websites",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/website",
        "operationId": "listWebsites"
      }
    ],
    "cli": "website",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "website.createDraft",
    "summary": "Get a property’s website, making its draft first",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/website/drafts",
        "operationId": "createWebsiteDraft"
      }
    ],
    "cli": "website:draft",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "website.updateDraft",
    "summary": "Edit a website’s draft",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "PUT",
        "path": "/website/drafts/:propertyId",
        "operationId": "updateWebsiteDraft"
      }
    ],
    "cli": "website:update",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        },
        "title": {
          "maxLength": 120,
          "type": "string",
          "minLength": 1,
          "description": "The site’s title (default: the property’s name)"
        },
        "tagline": {
          "maxLength": 200,
          "type": "string",
          "description": "One line under the title"
        },
        "description": {
          "maxLength": 5000,
          "type": "string",
          "description": "About the place, as plain text (paragraphs separated by blank lines)"
        },
        "highlights": {
          "items": {
            "maxLength": 120,
            "type": "string"
          },
          "type": "array",
          "maxItems": 20,
          "description": "Short selling points, shown as a list (at most 20)"
        },
        "houseRules": {
          "items": {
            "maxLength": 200,
            "type": "string"
          },
          "type": "array",
          "maxItems": 20,
          "description": "House rules, shown as a list (at most 20)"
        },
        "photos": {
          "items": {
            "pattern": "^https:\\/\\/[^\\s\"'<>]+$",
            "type": "string",
            "maxLength": 500
          },
          "type": "array",
          "maxItems": 30,
          "description": "Photo addresses (https://), in the order shown (at most 30)"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "website.publish",
    "summary": "Publish a website",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/website/:propertyId/publish",
        "operationId": "publishWebsite"
      }
    ],
    "cli": "website:publish",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a property in this workspace"
        }
      },
      "required": [
        "propertyId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "website.listPosts",
    "summary": "List website posts",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/website/posts",
        "operationId": "listWebsitePosts"
      }
    ],
    "cli": "website:posts",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Only this property’s posts"
        },
        "take": {
          "maximum": 200,
          "type": "integer",
          "minimum": 1,
          "description": "How many, newest first (default 50, at most 200)"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "website.createPost",
    "summary": "Post news on a website",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/website/posts",
        "operationId": "createWebsitePost"
      }
    ],
    "cli": "website:post",
    "input": {
      "type": "object",
      "properties": {
        "propertyId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "The property whose website shows the post"
        },
        "title": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "The post’s title"
        },
        "body": {
          "maxLength": 20000,
          "type": "string",
          "minLength": 1,
          "description": "The post, in Markdown; scripts, event handlers and javascript: links are removed when it is shown"
        }
      },
      "required": [
        "propertyId",
        "title",
        "body"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "payments.createLink",
    "summary": "Create a payment link",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/reservations/:reservationId/payment-link",
        "operationId": "createPaymentLink"
      }
    ],
    "cli": "payments:link",
    "input": {
      "type": "object",
      "properties": {
        "amountMinor": {
          "maximum": 100000000,
          "type": "integer",
          "minimum": 1,
          "description": "Amount to ask for, in minor units of the reservation’s currency; default: the balance still due"
        },
        "reservationId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of a reservation in this workspace"
        }
      },
      "required": [
        "reservationId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "sandboxes.list",
    "summary": "List your sandboxes",
    "access": "pms:read",
    "quota": "read",
    "http": [
      {
        "method": "GET",
        "path": "/sandboxes",
        "operationId": "listSandboxes"
      }
    ],
    "cli": "sandbox:list",
    "input": {
      "type": "object",
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "sandboxes.create",
    "summary": "Create a sandbox",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/sandboxes",
        "operationId": "createSandbox"
      }
    ],
    "cli": "sandbox:create",
    "input": {
      "type": "object",
      "properties": {
        "name": {
          "maxLength": 200,
          "type": "string",
          "minLength": 1,
          "description": "A name to tell it apart (default \"Sandbox\")"
        }
      },
      "additionalProperties": false,
      "required": []
    }
  },
  {
    "name": "sandboxes.reset",
    "summary": "Reset a sandbox",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "POST",
        "path": "/sandboxes/:sandboxId/reset",
        "operationId": "resetSandbox"
      }
    ],
    "cli": "sandbox:reset",
    "input": {
      "type": "object",
      "properties": {
        "sandboxId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the sandbox (ws_…)"
        }
      },
      "required": [
        "sandboxId"
      ],
      "additionalProperties": false
    }
  },
  {
    "name": "sandboxes.delete",
    "summary": "Delete a sandbox",
    "access": "pms:write",
    "quota": "write",
    "http": [
      {
        "method": "DELETE",
        "path": "/sandboxes/:sandboxId",
        "operationId": "deleteSandbox"
      }
    ],
    "cli": "sandbox:delete",
    "input": {
      "type": "object",
      "properties": {
        "sandboxId": {
          "maxLength": 64,
          "type": "string",
          "minLength": 1,
          "description": "Id of the sandbox (ws_…)"
        }
      },
      "required": [
        "sandboxId"
      ],
      "additionalProperties": false
    }
  }
];
