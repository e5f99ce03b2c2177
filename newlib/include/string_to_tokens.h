/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Split a string into tokens in place. */
#ifndef STRING_TO_TOKENS_H
#define STRING_TO_TOKENS_H

/*
 * Split arg_string at any of the characters of separator (writing NULs into
 * it, as strtok() does) and store a pointer to each token in arg_array,
 * at most array_size - 1 of them, then a NULL. Returns the number stored.
 */
int string_to_tokens(char *arg_string, char *arg_array[], int array_size,
		     char *separator);

#endif /* STRING_TO_TOKENS_H */
