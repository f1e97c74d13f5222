import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

export class TaskIdInput {
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  @JSONSchema({ description: 'Id of a task in this workspace' })
  taskId: string;
}
