// SPDX-License-Identifier: GPL-2.0-or-later
/* The baseline program: does nothing, as cheaply as a C program can. */
int main(void)
{
	return 0;
}
