import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class ThreadIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a message thread in this workspace' })
  threadId: string;
}
