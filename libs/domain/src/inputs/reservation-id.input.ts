import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class ReservationIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a reservation in this workspace' })
  reservationId: string;
}
