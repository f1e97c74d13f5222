import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class PropertyIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a property in this workspace' })
  propertyId: string;
}
