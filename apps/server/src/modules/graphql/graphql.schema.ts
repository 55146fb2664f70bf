/**
 * The gateway calls of docs/product.md §7. They are queries, as the client sends them (even setNewPassword,
 * which writes); each resolver calls the same service as its REST route.
 */
export const schema = /* GraphQL */ `
  type UserDetail {
    id: ID!
    email: String
    role: String!
    verified: Boolean!
    countryCode: String
    mobile: String
    firstName: String!
    lastName: String!
  }

  type CurrentUser {
    userDetail: UserDetail!
    modules: [String!]!
  }

  type UserLogin {
    userDetail: UserDetail!
    modules: [String!]!
    token: String!
    refreshtoken: String!
    requiredToResetPW: Boolean!
  }

  type Query {
    "The signed-in user (token in the authorization header). userRole is accepted for the client's sake; the token decides."
    currentUser(userRole: String): CurrentUser!
    "Sign in; the same as POST /api/login."
    userLogin(email: String!, password: String!): UserLogin!
    "Set a password with a link token. Headers: request-type: password, token, password, confirmPassword."
    setNewPassword: Boolean!
  }
`;
