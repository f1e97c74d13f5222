import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class GuestInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'Given name' })
  firstName: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  @JSONSchema({ description: 'Family name' })
  lastName: string;

  @IsOptional()
  @IsEmail()
  @MaxLength(254)
  @JSONSchema({ description: 'E-mail address', format: 'email' })
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(40)
  @JSONSchema({ description: 'Phone number, ideally E.164' })
  phone?: string;
}
