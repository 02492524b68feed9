import { describe, expect, it } from 'vitest';
import { fieldErrors, parseOk } from '../testing/zod.js';
import {
  churchCreateInput,
  churchEditFormSchema,
  churchEditFormToInput,
  churchUpdateInput,
  REGISTRATION_FORM_DEFAULTS,
  registerInput,
  registrationFormSchema,
  registrationFormToInputs,
} from './church.js';

const registration = {
  ...REGISTRATION_FORM_DEFAULTS,
  username: 'pastor.james',
  password: 'secret1',
  confirmPassword: 'secret1',
  name: 'Grace Chapel',
  description: 'A church in the heart of Austin',
  address: '1 Main St',
  city: 'Austin',
  state: 'tx',
  zipCode: '78701',
  phone: '512-555-1234',
  email: 'office@grace.org',
  website: 'grace.org',
  denomination: 'Baptist',
};

describe('registration form (spec §5)', () => {
  it('requires every field but website, photo and denomination', () => {
    expect(fieldErrors(registrationFormSchema, REGISTRATION_FORM_DEFAULTS)).toEqual({
      username: 'Username is required',
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
      name: 'Church name is required',
      description: 'Description is required',
      address: 'Street address is required',
      city: 'City is required',
      state: 'Choose a state from the list',
      zipCode: 'Zip code must be 5 digits',
      phone: 'Phone number is required',
      email: 'Email is required',
    });
  });

  it("uses the spec's password messages", () => {
    expect(
      fieldErrors(registrationFormSchema, {
        ...registration,
        password: '12345',
        confirmPassword: '12345',
      }),
    ).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    expect(
      fieldErrors(registrationFormSchema, { ...registration, confirmPassword: 'secret2' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match. Please try again.',
    });
    // The mismatch shows even while another field is wrong.
    expect(
      fieldErrors(registrationFormSchema, { ...registration, zipCode: '', confirmPassword: 'x' }),
    ).toEqual({
      zipCode: 'Zip code must be 5 digits',
      confirmPassword: 'Passwords do not match. Please try again.',
    });
  });

  it('takes the state from the 50, a five-digit zip and a listed denomination', () => {
    expect(
      fieldErrors(registrationFormSchema, {
        ...registration,
        state: 'DC',
        zipCode: '7870',
        denomination: 'Jedi',
      }),
    ).toEqual({
      state: 'Choose a state from the list',
      zipCode: 'Zip code must be 5 digits',
      denomination: 'Choose a denomination from the list',
    });
    expect(fieldErrors(registrationFormSchema, { ...registration, username: 'a b' })).toEqual({
      username: 'Username must be 3 to 50 letters, numbers or . _ - @',
    });
  });

  it('makes the account and the church, with capacity 100 and no amenities', () => {
    const form = parseOk(registrationFormSchema, registration);
    expect(registrationFormToInputs(form)).toEqual({
      account: { username: 'pastor.james', password: 'secret1' },
      church: {
        name: 'Grace Chapel',
        description: 'A church in the heart of Austin',
        denomination: 'Baptist',
        imageUrl: undefined,
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        phone: '(512) 555-1234',
        email: 'office@grace.org',
        website: 'https://grace.org',
        capacity: 100,
        amenities: [],
      },
    });
  });

  it('keeps passwords as typed, spaces included', () => {
    expect(parseOk(registerInput, { username: 'pastor', password: ' pass word ' }).password).toBe(
      ' pass word ',
    );
    expect(fieldErrors(registerInput, { username: 'pastor', password: 'x'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('church create and update inputs', () => {
  const church = registrationFormToInputs(parseOk(registrationFormSchema, registration)).church;

  it('default capacity to 100 and amenities to none, and bound capacity to 1..100000', () => {
    const { capacity: _c, amenities: _a, ...rest } = church;
    expect(parseOk(churchCreateInput, rest)).toMatchObject({ capacity: 100, amenities: [] });
    expect(fieldErrors(churchCreateInput, { ...church, capacity: 100_001 })).toEqual({
      capacity: 'Capacity must be a whole number from 1 to 100,000',
    });
  });

  it('validates the edit page, reading non-numeric capacity as 1', () => {
    const { name, description, address, city, state, zipCode, phone, email } = church;
    const values = {
      name,
      description,
      denomination: '',
      imageUrl: '',
      address,
      city,
      state,
      zipCode,
      phone,
      email,
      website: '',
      capacity: 'many',
      amenities: ['Parking', ' Kitchen '],
    };
    expect(parseOk(churchEditFormSchema, values)).toMatchObject({
      capacity: 1,
      website: undefined,
      amenities: ['Parking', 'Kitchen'],
    });
    expect(fieldErrors(churchEditFormSchema, { ...values, capacity: 0 })).toEqual({
      capacity: 'Capacity must be a whole number from 1 to 100,000',
    });
    expect(
      fieldErrors(churchEditFormSchema, { ...values, amenities: ['Parking', 'parking'] }),
    ).toEqual({
      amenities: 'That amenity is already listed',
    });
    expect(fieldErrors(churchEditFormSchema, { ...values, amenities: ['  '] })).toEqual({
      'amenities.0': 'Amenity cannot be empty',
    });
    expect(
      fieldErrors(churchEditFormSchema, {
        ...values,
        amenities: Array.from({ length: 31 }, (_, i) => `A${i}`),
      }),
    ).toEqual({
      amenities: 'Choose at most 30 amenities',
    });
    expect(parseOk(churchUpdateInput, { ...values, id: 2, capacity: 250 })).toMatchObject({
      id: 2,
      capacity: 250,
    });
  });
});

describe('editing all of a church (issue 32, ADR 0087)', () => {
  const church = registrationFormToInputs(parseOk(registrationFormSchema, registration)).church;
  const { name, description, denomination, imageUrl, ...spec } = church;
  const specPayload = { ...spec, id: 3 };

  it("keeps the church's own description when the spec's payload leaves it out", () => {
    const parsed = parseOk(churchUpdateInput, specPayload);
    for (const field of ['name', 'description', 'denomination', 'imageUrl'] as const) {
      expect(parsed[field], field).toBeUndefined();
    }
    // undefined (superjson keeps it) is left out too, not a blank.
    expect(
      parseOk(churchUpdateInput, { ...specPayload, imageUrl: undefined, denomination: undefined }),
    ).not.toHaveProperty('imageUrl', null);
  });

  it('changes each field sent, and clears the denomination and photo sent blank or null', () => {
    expect(
      parseOk(churchUpdateInput, {
        ...specPayload,
        name: '  New Hope Chapel ',
        description: 'Line one\nLine two',
        denomination: 'Methodist',
        imageUrl: 'https://newhope.example.org/front.jpg',
      }),
    ).toMatchObject({
      name: 'New Hope Chapel',
      description: 'Line one\nLine two',
      denomination: 'Methodist',
      imageUrl: 'https://newhope.example.org/front.jpg',
    });
    for (const blank of ['', null]) {
      expect(
        parseOk(churchUpdateInput, { ...specPayload, denomination: blank, imageUrl: blank }),
      ).toMatchObject({ denomination: null, imageUrl: null });
    }
    expect(parseOk(churchUpdateInput, { ...specPayload, imageUrl: '   ' }).imageUrl).toBeNull();
  });

  it("refuses each field by registration's rules, naming it", () => {
    expect(
      fieldErrors(churchUpdateInput, {
        ...specPayload,
        name: '  ',
        description: '',
        denomination: 'Jedi',
        imageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      name: 'Church name is required',
      description: 'Description is required',
      denomination: 'Choose a denomination from the list',
      imageUrl: 'Please enter a valid web address starting with http:// or https://',
    });
    expect(
      fieldErrors(churchUpdateInput, {
        ...specPayload,
        name: 'Grace\nChapel',
        description: 'x'.repeat(5001),
        imageUrl: null,
      }),
    ).toEqual({
      name: 'Church name must be on one line',
      description: 'Description must be at most 5,000 characters',
    });
    expect(
      fieldErrors(churchUpdateInput, {
        ...specPayload,
        name: 'Grace\u0000Chapel',
        description: 'Bell\u0007',
        imageUrl: 'https://grace.org/\u0000.png',
      }),
    ).toEqual({
      name: 'Church name must not contain control characters',
      description: 'Description must not contain control characters',
      imageUrl: 'Web address must not contain control characters',
    });
    expect(fieldErrors(churchUpdateInput, { ...specPayload, name: 'x'.repeat(121) })).toEqual({
      name: 'Church name must be at most 120 characters',
    });
  });

  it('makes the edit form, with every field, into the PUT body (blanks clear)', () => {
    const form = parseOk(churchEditFormSchema, {
      ...spec,
      name,
      description,
      denomination: '',
      imageUrl: '',
      website: 'grace.org',
      capacity: '250',
    });
    expect(churchEditFormToInput(9, form)).toEqual({
      ...spec,
      id: 9,
      name,
      description,
      denomination: null,
      imageUrl: null,
      website: 'https://grace.org',
      capacity: 250,
    });
    expect(
      fieldErrors(churchEditFormSchema, { ...spec, name: '', description: '', capacity: 1 }),
    ).toEqual({ name: 'Church name is required', description: 'Description is required' });
    expect(
      parseOk(
        churchUpdateInput,
        churchEditFormToInput(9, parseOk(churchEditFormSchema, { ...church })),
      ),
    ).toMatchObject({ name, description, denomination, imageUrl: null });
  });
});
