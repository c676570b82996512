import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { User, UserSchema } from './user.schema.js';
import { AddressBookService } from './address-book.service.js';
import { UserRepository } from './users.repository.js';
import { UsersResolver } from './users.resolver.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }])],
  providers: [UserRepository, UsersService, AddressBookService, UsersResolver],
  exports: [UsersService, AddressBookService],
})
export class UsersModule {}
