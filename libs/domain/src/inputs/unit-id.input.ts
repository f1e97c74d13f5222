import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class UnitIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a unit in this workspace' })
  unitId: string;
}
