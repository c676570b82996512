import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { TOKEN_VALIDATOR } from '../../common/auth/token-validator.js';
import { User, UserSchema } from './user.schema.js';
import { UserRepository } from './users.repository.js';
import { UsersResolver } from './users.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  providers: [UserRepository, UsersService, UsersResolver, { provide: TOKEN_VALIDATOR, useExisting: UsersService }],
  exports: [UsersService, UserRepository, TOKEN_VALIDATOR],
})
export class UsersModule {}
