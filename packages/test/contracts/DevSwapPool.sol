// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice The ERC-20 calls the pool makes (DevUSDC implements them).
interface IDevToken {
    function balanceOf(address holder) external view returns (uint256);
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @title DevSwapPool: a constant-product pool between the native coin and one token, devnet only.
/// @notice Reserves are the pool's own balances (the constructor's value and the tokens sent to it).
/// Each swap keeps reserveIn * reserveOut from falling: out = in*997*rOut / (rIn*1000 + in*997),
/// a 0.3% fee, and reverts below the caller's minimum (the slippage bound).
contract DevSwapPool {
    IDevToken public immutable token;
    bool private locked;

    event Swap(address indexed sender, bool nativeIn, uint256 amountIn, uint256 amountOut);

    error ZeroAmount();
    error EmptyReserves();
    error BelowMinimum(uint256 amountOut, uint256 minimum);
    error TransferFailed();
    error Reentered();

    constructor(address token_) payable {
        token = IDevToken(token_);
    }

    modifier nonReentrant() {
        if (locked) revert Reentered();
        locked = true;
        _;
        locked = false;
    }

    /// @notice The native and token reserves.
    function reserves() public view returns (uint256 nativeReserve, uint256 tokenReserve) {
        return (address(this).balance, token.balanceOf(address(this)));
    }

    /// @notice What `amountIn` of the native coin buys in tokens now.
    function quoteNativeToToken(uint256 amountIn) external view returns (uint256) {
        (uint256 nativeReserve, uint256 tokenReserve) = reserves();
        return _amountOut(amountIn, nativeReserve, tokenReserve);
    }

    /// @notice What `amountIn` tokens buy in the native coin now.
    function quoteTokenToNative(uint256 amountIn) external view returns (uint256) {
        (uint256 nativeReserve, uint256 tokenReserve) = reserves();
        return _amountOut(amountIn, tokenReserve, nativeReserve);
    }

    /// @notice Sells the sent native coin for at least `minOut` tokens, paid to the caller.
    function swapNativeForToken(uint256 minOut) external payable nonReentrant returns (uint256 out) {
        (uint256 nativeReserve, uint256 tokenReserve) = reserves();
        out = _amountOut(msg.value, nativeReserve - msg.value, tokenReserve);
        if (out < minOut) revert BelowMinimum(out, minOut);
        if (!token.transfer(msg.sender, out)) revert TransferFailed();
        emit Swap(msg.sender, true, msg.value, out);
    }

    /// @notice Sells `amountIn` tokens (approved to the pool) for at least `minOut` native coin.
    function swapTokenForNative(uint256 amountIn, uint256 minOut) external nonReentrant returns (uint256 out) {
        (uint256 nativeReserve, uint256 tokenReserve) = reserves();
        out = _amountOut(amountIn, tokenReserve, nativeReserve);
        if (out < minOut) revert BelowMinimum(out, minOut);
        if (!token.transferFrom(msg.sender, address(this), amountIn)) revert TransferFailed();
        emit Swap(msg.sender, false, amountIn, out);
        (bool sent,) = msg.sender.call{value: out}("");
        if (!sent) revert TransferFailed();
    }

    function _amountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) private pure returns (uint256) {
        if (amountIn == 0) revert ZeroAmount();
        if (reserveIn == 0 || reserveOut == 0) revert EmptyReserves();
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }
}
